import type { DEFAULT_SECTION_KINDS } from '@ailab/core/contract/startups/pitch.schemas';
import type { StartupStage } from '@ailab/core/contract/startups/startup.schemas';

type Kind = (typeof DEFAULT_SECTION_KINDS)[number];

/** One demo startup with its pitch: our own text. */
export interface DemoStartup {
  owner: string;
  name: string;
  oneLiner: string;
  description: string;
  stage: StartupStage;
  industries: string[];
  country: string;
  website: string;
  listed: boolean;
  pitchStatus: 'draft' | 'active';
  raising: { amount: number; currency: string };
  facts: { kind: 'monthly_revenue' | 'users' | 'growth' | 'runway'; label: string; value: number }[];
  sections: Record<Kind, string>;
  chart: { section: Kind; caption: string; bars: number[]; colour: [number, number, number] };
}

export const DEMO_STARTUPS: readonly DemoStartup[] = [
  {
    owner: 'startup@example.com',
    name: 'Quetzal Pay',
    oneLiner: 'Invoices that small shops in Mexico get paid for in days, not months.',
    description:
      'Quetzal Pay turns the invoices of small suppliers into cash within 72 hours, priced from the payment history of the buyer rather than the supplier.',
    stage: 'seed',
    industries: ['fintech'],
    country: 'MX',
    website: 'https://quetzalpay.example.com',
    listed: true,
    pitchStatus: 'active',
    raising: { amount: 750_000, currency: 'USD' },
    facts: [
      { kind: 'monthly_revenue', label: 'Monthly revenue (USD)', value: 38_000 },
      { kind: 'growth', label: 'Month-on-month growth', value: 14 },
      { kind: 'runway', label: 'Runway (months)', value: 11 },
    ],
    sections: {
      problem:
        'Small suppliers in Mexico wait **90 to 120 days** for large buyers to pay. Banks will not lend against those invoices, so owners borrow from family or stop taking orders.',
      solution:
        'We advance up to 90% of an approved invoice within 72 hours. The price depends on how reliably the **buyer** pays, which we read from public procurement data and our own repayment history.',
      market:
        '- 4.1 million small businesses in Mexico\n- About USD 60 billion in unpaid B2B invoices at any time\n- Our first segment, food and packaging suppliers, holds USD 5 billion of it',
      traction:
        'Since March we have financed 2,300 invoices for 410 suppliers, with a loss rate under 0.6%. Revenue grows 14% a month.',
      team: '- **Lucía Herrera**, CEO: eight years in trade finance at a regional bank\n- **Tomás Ibarra**, CTO: built the payments stack of a delivery app\n- **Rosa Méndez**, risk: former credit analyst for public buyers',
      business_model:
        'A fee of 1.5% to 3% per invoice, paid when the buyer settles. Funding comes from a credit line, so each new invoice needs little of our own capital.',
      competition:
        'Banks ask for collateral and take weeks. Factoring firms price the supplier, not the buyer. Global platforms do not serve invoices under USD 5,000, which are most of ours.',
      ask: 'We are raising **USD 750,000** to extend our credit line, hire two risk analysts and reach 1,500 suppliers in 18 months.',
    },
    chart: {
      section: 'traction',
      caption: 'Invoices financed per month',
      bars: [0.12, 0.18, 0.27, 0.35, 0.48, 0.62, 0.8, 0.96],
      colour: [37, 99, 235],
    },
  },
  {
    owner: 'startup@example.com',
    name: 'Mareas Health',
    oneLiner: 'Prenatal check-ins by text message for clinics far from a hospital.',
    description:
      'Mareas Health lets rural clinics follow expectant mothers between visits with short text check-ins and alerts nurses when answers show risk.',
    stage: 'pre_seed',
    industries: ['health'],
    country: 'CO',
    website: 'https://mareas.example.com',
    listed: true,
    pitchStatus: 'active',
    raising: { amount: 250_000, currency: 'USD' },
    facts: [
      { kind: 'users', label: 'Mothers followed', value: 1_200 },
      { kind: 'growth', label: 'Clinics added per quarter', value: 35 },
    ],
    sections: {
      problem:
        'In rural Colombia many mothers live hours from a hospital and see a nurse once a month. Warning signs between visits go unnoticed.',
      solution:
        'Twice a week mothers answer three questions by SMS. Answers that suggest risk reach the clinic nurse at once, with the mother’s history.',
      market:
        'Colombia has about 640,000 births a year, a quarter of them in rural areas. Similar clinic networks exist in Peru, Ecuador and Central America.',
      traction:
        'Pilots in 9 clinics follow 1,200 mothers. Nurses acted on 140 alerts; 31 led to an early hospital referral.',
      team: '- **Valentina Ruiz**, CEO: nurse and public-health researcher\n- **Andrés Patiño**, CTO: SMS systems for two mobile operators',
      business_model:
        'Clinics and regional health authorities pay per mother followed per month. Pilots are funded by a foundation grant.',
      competition:
        'Pregnancy apps need smartphones and data plans; our users often have neither. Call centres cost ten times more per mother.',
      ask: 'We are raising **USD 250,000** to reach 60 clinics and publish an outcome study with a university partner.',
    },
    chart: {
      section: 'traction',
      caption: 'Mothers followed, by month of the pilot',
      bars: [0.1, 0.2, 0.34, 0.5, 0.66, 0.85],
      colour: [13, 148, 136],
    },
  },
  {
    owner: 'member@example.com',
    name: 'Kumo Grid',
    oneLiner: 'Software that lets small solar farms sell flexibility to the grid.',
    description:
      'Kumo Grid pools batteries at small solar farms in Japan and bids their flexibility into balancing markets.',
    stage: 'series_a',
    industries: ['climate', 'energy'],
    country: 'JP',
    website: 'https://kumogrid.example.com',
    listed: true,
    pitchStatus: 'active',
    raising: { amount: 4_000_000, currency: 'USD' },
    facts: [
      { kind: 'monthly_revenue', label: 'Monthly revenue (USD)', value: 210_000 },
      { kind: 'users', label: 'Sites under management', value: 86 },
    ],
    sections: {
      problem:
        'Japan curtails solar output on sunny days while paying for gas peakers in the evening. Small farms cannot take part in balancing markets on their own.',
      solution:
        'We install a controller at each site and pool the batteries into one virtual plant that bids in the balancing market every 30 minutes.',
      market:
        'More than 50,000 small solar farms in Japan; balancing markets worth about USD 2 billion a year and growing with each new auction.',
      traction:
        '86 sites and 140 MWh of storage under management. Revenue of USD 210,000 a month, shared with the site owners.',
      team: '- **Haruto Sato**, CEO: ten years trading power\n- **Mei Tanaka**, CTO: control systems at a battery maker\n- 24 engineers in Tokyo and Fukuoka',
      business_model: 'We keep 30% of the market revenue each site earns, under five-year contracts.',
      competition:
        'Utilities run their own plants and do not serve small farms. Other aggregators focus on homes, where each battery is a tenth of ours.',
      ask: 'We are raising **USD 4 million** to reach 400 sites and enter the capacity market in 2027.',
    },
    chart: {
      section: 'traction',
      caption: 'Storage under management (MWh)',
      bars: [0.2, 0.3, 0.38, 0.5, 0.64, 0.79, 0.92],
      colour: [217, 119, 6],
    },
  },
  {
    owner: 'member@example.com',
    name: 'Aula Viva',
    oneLiner: 'Practice rooms where secondary students explain maths out loud.',
    description:
      'Aula Viva records short spoken explanations from students and gives teachers a map of where each class gets stuck.',
    stage: 'idea',
    industries: ['edtech'],
    country: 'MX',
    website: 'https://aulaviva.example.com',
    listed: false,
    pitchStatus: 'draft',
    raising: { amount: 120_000, currency: 'USD' },
    facts: [{ kind: 'users', label: 'Students in the first pilot', value: 180 }],
    sections: {
      problem:
        'Teachers with 45 students cannot hear each one explain a problem, so misunderstandings stay hidden until the exam.',
      solution:
        'Students record a one-minute explanation on a shared tablet. Teachers see which steps the class explains well and which it skips.',
      market: 'Mexico has about 6 million secondary students in public schools.',
      traction: 'A first pilot with 180 students in two schools in Puebla.',
      team: '- **Diego Lara**: maths teacher for nine years\n- **Sofía Campos**: speech-recognition engineer',
      business_model: 'Schools pay per classroom per year; state education offices buy in bulk.',
      competition: 'Practice apps check answers, not reasoning. Tutoring does not scale to whole classes.',
      ask: 'We plan to raise **USD 120,000** for a semester-long pilot in 20 classrooms.',
    },
    chart: {
      section: 'solution',
      caption: 'Steps the pilot class explained well',
      bars: [0.9, 0.75, 0.4, 0.55, 0.3],
      colour: [124, 58, 237],
    },
  },
  {
    owner: 'member@example.com',
    name: 'Campo Data',
    oneLiner: 'Soil moisture forecasts that tell coffee farmers when to irrigate.',
    description:
      'Campo Data combines low-cost soil sensors with weather forecasts to plan irrigation for coffee and cocoa farms in Brazil.',
    stage: 'later',
    industries: ['agritech', 'climate'],
    country: 'BR',
    website: 'https://campodata.example.com',
    listed: false,
    pitchStatus: 'active',
    raising: { amount: 8_000_000, currency: 'USD' },
    facts: [
      { kind: 'monthly_revenue', label: 'Monthly revenue (USD)', value: 520_000 },
      { kind: 'users', label: 'Farms', value: 3_400 },
    ],
    sections: {
      problem:
        'Coffee farms over-irrigate in dry months and lose yield in wet ones, because they decide by the calendar.',
      solution:
        'Sensors every few hectares and a seven-day moisture forecast tell each farm when and how much to irrigate.',
      market: 'Brazil has about 300,000 coffee farms and 90,000 cocoa farms; water costs rise every year.',
      traction: '3,400 farms, 18% less water on average and 7% more yield in the last harvest.',
      team: '- **Marina Costa**, CEO: agronomist\n- **Paulo Nunes**, CTO: sensor networks\n- 60 people in Campinas',
      business_model: 'A yearly subscription per hectare, sold through cooperatives.',
      competition: 'Irrigation makers sell hardware without forecasts; weather apps have no soil data.',
      ask: 'We are raising **USD 8 million** to enter Colombia and Vietnam.',
    },
    chart: {
      section: 'traction',
      caption: 'Farms using Campo Data',
      bars: [0.15, 0.28, 0.44, 0.61, 0.8, 0.97],
      colour: [22, 163, 74],
    },
  },
];

/** The demo investors: two theses that match different startups. */
export const DEMO_INVESTORS = [
  {
    email: 'investor@example.com',
    firm: 'Semilla Ventures',
    thesis:
      'We back pre-seed and seed founders in Latin America building financial and health services for people banks and hospitals do not reach.',
    stages: ['pre_seed', 'seed'],
    sectors: ['fintech', 'health'],
    geographies: ['MX', 'CO', 'BR', 'PE'],
    portfolio: ['https://semilla.example.com/portfolio'],
    chequeMin: 50_000,
    chequeMax: 250_000,
    currency: 'USD',
  },
  {
    email: 'angel@example.com',
    first: 'Akira',
    last: 'Okafor',
    firm: 'Greenline Capital',
    thesis: 'Series A and later rounds in climate, energy and agriculture software, anywhere in the world.',
    stages: ['series_a', 'later'],
    sectors: ['climate', 'energy', 'agritech'],
    geographies: ['global'],
    portfolio: ['https://greenline.example.com'],
    chequeMin: 500_000,
    chequeMax: 3_000_000,
    currency: 'USD',
  },
] as const;
