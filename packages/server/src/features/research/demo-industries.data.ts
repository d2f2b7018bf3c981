/** One demo industry: short notes from which its market overview sections are written. */
export interface DemoIndustry {
  slug: string;
  name: string;
  summary: string;
  size: string;
  trends: readonly string[];
  players: string;
  useCases: readonly string[];
  barriers: readonly string[];
  regulation: string;
  sources: readonly { title: string; url: string }[];
}

export interface DemoGroup {
  slug: string;
  name: string;
  description: string;
  industries: readonly DemoIndustry[];
}

const OECD = { title: 'OECD.AI Policy Observatory', url: 'https://oecd.ai/en/' };
const EU_AI_ACT = {
  title: 'Regulation (EU) 2024/1689 (AI Act)',
  url: 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj',
};
const NIST_RMF = {
  title: 'NIST AI Risk Management Framework',
  url: 'https://www.nist.gov/itl/ai-risk-management-framework',
};

/** Three groups and twelve industries, written for the demo (our own text, no figures invented as facts). */
export const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    slug: 'healthcare',
    name: 'Healthcare',
    description: 'Care delivery, diagnostics, drug discovery and the systems that run hospitals.',
    industries: [
      {
        slug: 'clinical-diagnostics',
        name: 'Clinical diagnostics',
        summary: 'Imaging, pathology and laboratory tests read with the help of machine learning.',
        size: 'Spending concentrates in radiology, where cleared imaging products make up most authorised AI devices; pathology follows as slides are digitised.',
        trends: [
          'Foundation models trained on large image archives',
          'Triage tools that reorder reading lists instead of replacing reads',
          'Vendors bundling many narrow tools into one platform',
        ],
        players:
          'Imaging equipment makers, PACS vendors adding AI marketplaces, and specialised start-ups with one or two cleared products.',
        useCases: [
          'Flagging urgent findings on chest CT',
          'Counting cells on digitised slides',
          'Checking image quality before the patient leaves',
        ],
        barriers: [
          'Reimbursement rarely pays for the AI step',
          'Performance drifts across scanners and populations',
          'Integration into the reading workflow',
        ],
        regulation:
          'Most tools are medical devices: cleared by the FDA in the US and CE-marked under the MDR in Europe, and high-risk systems under the EU AI Act.',
        sources: [
          {
            title: 'FDA: AI-enabled medical devices',
            url: 'https://www.fda.gov/medical-devices/software-medical-device-samd/artificial-intelligence-enabled-medical-devices',
          },
          EU_AI_ACT,
        ],
      },
      {
        slug: 'drug-discovery',
        name: 'Drug discovery',
        summary: 'Target finding, molecule design and trial planning with learned models.',
        size: 'Investment comes mostly from pharmaceutical partnerships and venture rounds; few AI-designed molecules have finished late-stage trials yet.',
        trends: [
          'Protein structure prediction used routinely in early research',
          'Generative chemistry paired with automated labs',
          'Synthetic control arms for trial design',
        ],
        players:
          'Large pharmaceutical companies with in-house teams, platform biotechs, and cloud providers offering model hosting.',
        useCases: [
          'Predicting binding of candidate molecules',
          'Selecting trial sites from health records',
          'Summarising literature for target reviews',
        ],
        barriers: [
          'Long feedback loops before results prove value',
          'Scarce, proprietary training data',
          'Reproducibility of published benchmarks',
        ],
        regulation:
          'Agencies publish guidance on AI in the medicines life cycle; evidence submitted for approval must be traceable.',
        sources: [
          {
            title: 'EMA reflection paper on AI in the medicinal product lifecycle',
            url: 'https://www.ema.europa.eu/en/about-us/how-we-work/big-data/artificial-intelligence',
          },
          OECD,
        ],
      },
      {
        slug: 'hospital-operations',
        name: 'Hospital operations',
        summary: 'Scheduling, staffing, bed management and clinical documentation.',
        size: 'Ambient documentation is the fastest-growing line, sold per clinician seat; operational forecasting is usually part of larger EHR contracts.',
        trends: [
          'Ambient scribes drafting visit notes',
          'Capacity command centres',
          'Coding assistance for billing',
        ],
        players: 'EHR vendors, speech-recognition companies and workforce-management software makers.',
        useCases: [
          'Drafting clinical notes from a visit recording',
          'Forecasting admissions for staffing',
          'Suggesting billing codes for review',
        ],
        barriers: [
          'Clinician trust and review time',
          'Privacy of recorded conversations',
          'Procurement cycles of public hospitals',
        ],
        regulation:
          'Usually outside device rules, but health-privacy law (HIPAA, GDPR) governs the data, and transparency duties apply to generated text.',
        sources: [
          NIST_RMF,
          {
            title: 'WHO guidance on large multi-modal models in health',
            url: 'https://www.who.int/publications/i/item/9789240084759',
          },
        ],
      },
      {
        slug: 'digital-therapeutics',
        name: 'Digital therapeutics',
        summary: 'Software that treats or manages a condition, increasingly with conversational features.',
        size: 'A small market with uneven reimbursement; growth depends on payers adding software to formularies.',
        trends: [
          'Conversational coaching between visits',
          'Personalised dosing of behavioural programmes',
          'Remote monitoring tied to treatment plans',
        ],
        players:
          'Specialised therapeutics companies, telehealth providers and insurers running their own programmes.',
        useCases: [
          'Coaching for chronic conditions',
          'Mental-health check-ins with escalation to clinicians',
          'Adherence reminders adapted to behaviour',
        ],
        barriers: [
          'Clinical evidence for each claim',
          'Safety of open-ended conversation',
          'Engagement after the first weeks',
        ],
        regulation:
          'Treatment claims make the software a medical device; generative features raise new questions regulators are still answering.',
        sources: [
          {
            title: 'FDA Digital Health Center of Excellence',
            url: 'https://www.fda.gov/medical-devices/digital-health-center-excellence',
          },
          EU_AI_ACT,
        ],
      },
    ],
  },
  {
    slug: 'financial-services',
    name: 'Financial services',
    description: 'Banking, insurance, payments and capital markets.',
    industries: [
      {
        slug: 'retail-banking',
        name: 'Retail banking',
        summary: 'Customer service, credit decisions and fraud prevention for consumers.',
        size: 'Banks are among the largest spenders on AI, mostly on internal platforms; customer-facing assistants are spreading fastest.',
        trends: [
          'Assistants answering account questions',
          'Internal copilots for service agents',
          'Real-time fraud scoring on instant payments',
        ],
        players: 'Large banks building in-house, core-banking vendors and fraud-detection specialists.',
        useCases: [
          'Detecting account takeover',
          'Drafting answers for service agents',
          'Explaining credit decisions to applicants',
        ],
        barriers: [
          'Model risk management reviews',
          'Explainability of credit decisions',
          'Legacy core systems',
        ],
        regulation:
          'Credit scoring is high-risk under the EU AI Act; model-risk guidance and consumer-credit law require explanations and monitoring.',
        sources: [
          EU_AI_ACT,
          {
            title: 'Bank for International Settlements: AI in finance',
            url: 'https://www.bis.org/topics/fintech.htm',
          },
        ],
      },
      {
        slug: 'insurance',
        name: 'Insurance',
        summary: 'Underwriting, claims handling and customer service for insurers.',
        size: 'Claims automation leads adoption; underwriting models are common in motor and property lines.',
        trends: [
          'Document understanding for claims files',
          'Image-based damage assessment',
          'Pricing models under fairness review',
        ],
        players: 'Large insurers, insurtech carriers and claims-software vendors.',
        useCases: [
          'Reading claim documents',
          'Estimating repair costs from photos',
          'Flagging suspicious claims for investigators',
        ],
        barriers: [
          'Fairness of pricing across groups',
          'Data sharing between insurers',
          'Explaining denials',
        ],
        regulation:
          'Life and health pricing is high-risk under the EU AI Act; supervisors expect governance of pricing models.',
        sources: [
          {
            title: 'EIOPA: digitalisation and AI',
            url: 'https://www.eiopa.europa.eu/browse/digitalisation-and-financial-innovation_en',
          },
          EU_AI_ACT,
        ],
      },
      {
        slug: 'payments',
        name: 'Payments',
        summary: 'Card, account-to-account and cross-border payments.',
        size: 'Fraud detection is the established spend; agent-initiated payments are an emerging category.',
        trends: [
          'Payments initiated by software agents',
          'Network-level fraud models',
          'Faster dispute resolution',
        ],
        players: 'Card networks, payment processors and fraud-prevention vendors.',
        useCases: [
          'Scoring transactions in milliseconds',
          'Resolving chargebacks',
          'Verifying merchants at onboarding',
        ],
        barriers: [
          'Latency budgets',
          'Liability when an agent pays',
          'False positives that block good customers',
        ],
        regulation:
          'Payment-services rules require strong customer authentication; anti-money-laundering duties apply to automated monitoring.',
        sources: [
          {
            title: 'European Banking Authority: payment services',
            url: 'https://www.eba.europa.eu/regulation-and-policy/payment-services-and-electronic-money',
          },
          OECD,
        ],
      },
      {
        slug: 'capital-markets',
        name: 'Capital markets',
        summary: 'Research, trading, compliance and operations for investment firms.',
        size: 'Spend is led by research and compliance tooling; trading models are older and mostly in-house.',
        trends: [
          'Research assistants over filings and transcripts',
          'Surveillance of communications',
          'Automated reconciliation',
        ],
        players: 'Investment banks, asset managers, market-data providers and regtech firms.',
        useCases: [
          'Summarising earnings calls',
          'Detecting market abuse in messages',
          'Reconciling trade breaks',
        ],
        barriers: ['Hallucinated figures in research', 'Record-keeping duties', 'Data licensing costs'],
        regulation:
          'Securities supervisors expect firms to supervise AI tools like any other system and keep records of advice.',
        sources: [{ title: 'IOSCO: AI in capital markets', url: 'https://www.iosco.org/' }, NIST_RMF],
      },
    ],
  },
  {
    slug: 'industry-and-energy',
    name: 'Industry and energy',
    description: 'Manufacturing, logistics, energy and agriculture.',
    industries: [
      {
        slug: 'manufacturing',
        name: 'Manufacturing',
        summary: 'Quality inspection, predictive maintenance and production planning.',
        size: 'Adoption is uneven: large plants run vision inspection and maintenance models, small firms mostly do not yet.',
        trends: [
          'Vision inspection on the line',
          'Maintenance models from sensor data',
          'Assistants for work instructions',
        ],
        players: 'Automation vendors, industrial software companies and vision start-ups.',
        useCases: [
          'Spotting defects on a production line',
          'Predicting bearing failures',
          'Answering operators’ questions from manuals',
        ],
        barriers: ['Labelled defect data is rare', 'Old machines without sensors', 'Shop-floor connectivity'],
        regulation:
          'Machinery rules cover AI safety functions; the EU AI Act treats AI safety components of machinery as high-risk.',
        sources: [EU_AI_ACT, OECD],
      },
      {
        slug: 'logistics',
        name: 'Logistics',
        summary: 'Warehousing, freight and last-mile delivery.',
        size: 'Routing and forecasting are mature; warehouse robotics is the largest capital item.',
        trends: ['Robot picking in warehouses', 'Dynamic routing', 'Document automation for customs'],
        players: 'Carriers, 3PLs, warehouse-robotics makers and routing-software vendors.',
        useCases: ['Forecasting parcel volumes', 'Routing delivery vans', 'Reading customs documents'],
        barriers: [
          'Thin margins limit investment',
          'Labour relations around automation',
          'Data spread across partners',
        ],
        regulation:
          'Worker-management uses of AI are high-risk under the EU AI Act; customs data rules apply to document tools.',
        sources: [EU_AI_ACT, { title: 'International Transport Forum', url: 'https://www.itf-oecd.org/' }],
      },
      {
        slug: 'energy-utilities',
        name: 'Energy and utilities',
        summary: 'Grid operation, renewable forecasting and customer service for utilities.',
        size: 'Forecasting for wind and solar is standard; grid optimisation grows with data-centre demand.',
        trends: [
          'Forecasts for variable renewables',
          'Grid congestion management',
          'Data-centre demand planning',
        ],
        players: 'Grid operators, utilities, energy-software vendors and weather-data providers.',
        useCases: [
          'Forecasting solar output',
          'Detecting faults on lines',
          'Planning connections for new load',
        ],
        barriers: [
          'Critical-infrastructure security rules',
          'Long procurement cycles',
          'Explainability for operators',
        ],
        regulation:
          'AI in the management of critical infrastructure is high-risk under the EU AI Act; energy regulators set security duties.',
        sources: [
          { title: 'IEA: Energy and AI', url: 'https://www.iea.org/reports/energy-and-ai' },
          EU_AI_ACT,
        ],
      },
      {
        slug: 'agriculture',
        name: 'Agriculture',
        summary: 'Crop monitoring, precision farming and food supply chains.',
        size: 'Precision equipment leads spend; advisory tools for small farms are growing through mobile phones.',
        trends: [
          'Targeted spraying with vision',
          'Satellite crop monitoring',
          'Advisory chat for farmers in local languages',
        ],
        players: 'Equipment makers, agritech start-ups and satellite-imagery providers.',
        useCases: [
          'Spraying weeds, not crops',
          'Estimating yields from imagery',
          'Answering farmers’ questions by voice',
        ],
        barriers: ['Connectivity in rural areas', 'Cost for small farms', 'Local data for local crops'],
        regulation:
          'Pesticide and equipment rules apply; data ownership between farmers and vendors is mostly set by contract.',
        sources: [
          { title: 'FAO: digital agriculture', url: 'https://www.fao.org/digital-agriculture/en/' },
          OECD,
        ],
      },
    ],
  },
];
