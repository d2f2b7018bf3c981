/** One demo report. `state` says where the demo leaves it in the publish flow. */
export interface DemoReport {
  slug: string;
  title: string;
  summary: string;
  industries: readonly string[];
  tags: readonly string[];
  state: 'published' | 'in_review' | 'scheduled';
  /** Days before today it was published (or, when scheduled, days after today it will be). */
  days: number;
  sections: readonly { key: string; title: string; body: string }[];
  comments?: readonly { section: string; body: string }[];
}

const method = {
  key: 'method',
  title: 'How we looked',
  body: 'We read public filings, regulator databases and vendor documentation, and spoke with practitioners. Where the sources disagree we say so rather than average them.',
};

/** Eight published reports, two in review with comments, one scheduled. Our own text. */
export const DEMO_REPORTS: readonly DemoReport[] = [
  {
    slug: 'triage-before-diagnosis',
    title: 'Triage before diagnosis: where imaging AI earns its keep',
    summary:
      'Radiology departments get the clearest value from tools that reorder work, not from tools that read for them.',
    industries: ['clinical-diagnostics', 'hospital-operations'],
    tags: ['imaging', 'workflow'],
    state: 'published',
    days: 40,
    sections: [
      {
        key: 'findings',
        title: 'Findings',
        body: 'Departments that adopted **worklist triage** report faster turnaround on urgent studies. Tools that offer a second read are used less once the novelty passes.\n\n- Triage changes *when* a study is read.\n- A second read changes *who* is responsible, which is harder.',
      },
      {
        key: 'what-to-ask',
        title: 'What buyers should ask',
        body: '1. Which scanners and populations was the tool validated on?\n2. How is drift monitored after go-live?\n3. Who pays for the extra minutes a flagged case takes?',
      },
      method,
    ],
  },
  {
    slug: 'ambient-scribes-first-year',
    title: 'Ambient scribes after the first year',
    summary:
      'Documentation assistants save clinicians time when notes are reviewed the same day; the savings fade when review piles up.',
    industries: ['hospital-operations'],
    tags: ['documentation', 'generative-ai'],
    state: 'published',
    days: 32,
    sections: [
      {
        key: 'findings',
        title: 'Findings',
        body: 'Clinicians value drafts that follow their own note structure. Review time is the real cost: a draft left unreviewed for days is rewritten from memory.',
      },
      {
        key: 'privacy',
        title: 'Privacy',
        body: 'Recording a visit needs the patient’s consent and a clear retention period. Deleting audio once the note is signed is becoming the norm.',
      },
      method,
    ],
  },
  {
    slug: 'fraud-models-instant-payments',
    title: 'Fraud models for instant payments',
    summary:
      'When money moves in seconds, fraud scoring moves to the network and the bank shares what it sees.',
    industries: ['payments', 'retail-banking'],
    tags: ['fraud', 'real-time'],
    state: 'published',
    days: 27,
    sections: [
      {
        key: 'findings',
        title: 'Findings',
        body: 'Scoring at the sending bank alone misses mule accounts. Networks that pool signals catch more, at the cost of new data-sharing agreements.',
      },
      {
        key: 'false-positives',
        title: 'The cost of false positives',
        body: 'A blocked good payment costs trust. Banks that let customers confirm a flagged payment in the app lose fewer customers than those that call back.',
      },
      method,
    ],
  },
  {
    slug: 'claims-documents-at-scale',
    title: 'Reading claims documents at scale',
    summary:
      'Insurers use document models to route claims; the gains come from fewer hand-offs, not faster reading.',
    industries: ['insurance'],
    tags: ['documents', 'automation'],
    state: 'published',
    days: 21,
    sections: [
      {
        key: 'findings',
        title: 'Findings',
        body: 'Extracting fields is solved well enough; deciding what happens next is where claims stall. Routing rules written with adjusters work better than end-to-end automation.',
      },
      {
        key: 'fairness',
        title: 'Fairness',
        body: 'Denials need reasons a person can check. Keep the model’s inputs and the rule that fired with every decision.',
      },
      method,
    ],
  },
  {
    slug: 'vision-inspection-small-plants',
    title: 'Vision inspection for small plants',
    summary:
      'Off-the-shelf inspection kits now fit small manufacturers, if they start with one defect and one line.',
    industries: ['manufacturing'],
    tags: ['computer-vision', 'smes'],
    state: 'published',
    days: 15,
    sections: [
      {
        key: 'findings',
        title: 'Findings',
        body: 'Small plants succeed when they pick a defect that is costly and visible, and collect a few hundred labelled images before buying anything.',
      },
      {
        key: 'steps',
        title: 'First steps',
        body: '- Photograph every reject for a month.\n- Agree with the line lead what counts as a defect.\n- Pilot on one line, then decide.',
      },
      method,
    ],
  },
  {
    slug: 'renewable-forecasting-grid',
    title: 'Renewable forecasting and the grid',
    summary:
      'Better wind and solar forecasts reduce balancing costs; the next gains are in local congestion forecasts.',
    industries: ['energy-utilities'],
    tags: ['forecasting', 'grid'],
    state: 'published',
    days: 10,
    sections: [
      {
        key: 'findings',
        title: 'Findings',
        body: 'Day-ahead forecasts are mature. Operators now want forecasts per substation, where new data-centre load meets rooftop solar.',
      },
      {
        key: 'data',
        title: 'Data',
        body: 'Smart-meter data helps, but access rules differ by country. Aggregated feeds are usually enough for congestion forecasts.',
      },
      method,
    ],
  },
  {
    slug: 'advisory-chat-for-farmers',
    title: 'Advisory chat for farmers',
    summary:
      'Voice assistants in local languages reach farmers that apps never did, when advice is checked by agronomists.',
    industries: ['agriculture'],
    tags: ['generative-ai', 'inclusion'],
    state: 'published',
    days: 6,
    sections: [
      {
        key: 'findings',
        title: 'Findings',
        body: 'Farmers call with concrete questions about pests and prices. Answers grounded in extension-service material are trusted; generic answers are not.',
      },
      {
        key: 'risks',
        title: 'Risks',
        body: 'A wrong pesticide dose is dangerous. Route chemical questions to a person and log every answer.',
      },
      method,
    ],
  },
  {
    slug: 'research-assistants-capital-markets',
    title: 'Research assistants in capital markets',
    summary:
      'Analysts use assistants to read more filings; firms must still check every figure that reaches a client.',
    industries: ['capital-markets'],
    tags: ['generative-ai', 'compliance'],
    state: 'published',
    days: 2,
    sections: [
      {
        key: 'findings',
        title: 'Findings',
        body: 'Summaries of earnings calls save hours. Figures quoted from memory by the model are the main failure; quoting the source passage fixes most of it.',
      },
      {
        key: 'records',
        title: 'Record keeping',
        body: 'Prompts and answers that inform advice are records. Keep them with the research note.',
      },
      method,
    ],
  },
  {
    slug: 'agents-that-pay',
    title: 'Agents that pay: liability in agent-initiated payments',
    summary:
      'Who is liable when a software agent pays the wrong merchant? Today, usually the customer, which will not last.',
    industries: ['payments'],
    tags: ['agents', 'liability'],
    state: 'in_review',
    days: 0,
    sections: [
      {
        key: 'findings',
        title: 'Findings',
        body: 'Payment rules assume a person approves each payment. Delegated mandates exist but were not written for agents.',
      },
      {
        key: 'open-questions',
        title: 'Open questions',
        body: 'How does a merchant know an agent acts within its mandate? Who stores the evidence?',
      },
    ],
    comments: [
      { section: 'findings', body: 'Please cite the rulebook section on delegated mandates.' },
      { section: 'open-questions', body: 'Consider adding the card networks’ current position.' },
    ],
  },
  {
    slug: 'maintenance-models-that-last',
    title: 'Maintenance models that last',
    summary:
      'Predictive maintenance pilots often stall after a year; the ones that last are owned by maintenance teams.',
    industries: ['manufacturing', 'energy-utilities'],
    tags: ['maintenance', 'operations'],
    state: 'in_review',
    days: 0,
    sections: [
      {
        key: 'findings',
        title: 'Findings',
        body: 'Models built by a central data team without the maintenance crew are ignored after the first false alarm.',
      },
    ],
    comments: [{ section: 'findings', body: 'Is there evidence beyond the two plants we visited?' }],
  },
  {
    slug: 'digital-therapeutics-payers',
    title: 'Digital therapeutics and the payers',
    summary: 'Reimbursement decides which digital therapeutics survive; evidence packages are converging.',
    industries: ['digital-therapeutics'],
    tags: ['reimbursement'],
    state: 'scheduled',
    days: 3,
    sections: [
      {
        key: 'findings',
        title: 'Findings',
        body: 'Payers ask for the same three things: outcomes against usual care, engagement after three months, and a price tied to results.',
      },
      method,
    ],
  },
];
