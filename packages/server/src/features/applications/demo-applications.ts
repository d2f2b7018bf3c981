import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { findUserByEmail } from '../../identity/users.repository';
import { STANDARD_CATEGORIES, STANDARD_QUESTIONS, STANDARD_TEMPLATES } from './demo-programme';
import { seedSecondReviewer } from './demo-reviewers';
import { meanTotal, reviewTotal } from './scoring';

const DAY = 86_400_000;

/** A stable id from a name, so the demo reads the same on every machine. */
function demoId(name: string): string {
  const hex = createHash('sha256').update(`demo-applications:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const VENTURES: readonly [string, string, string, string][] = [
  [
    'Harvest Sense',
    'Smallholder farmers lose a fifth of their crop to late pest detection.',
    'Phone photos of leaves are classified on the device, offline, with a treatment plan.',
    'Lucía Fernández',
  ],
  [
    'ClinicQueue',
    'Public clinics turn patients away because triage is done on paper.',
    'A triage assistant that orders the waiting room by urgency and explains why.',
    'Kenji Watanabe',
  ],
  [
    'Ledgerly',
    'Freelancers in Mexico spend days each month reconciling invoices with the tax portal.',
    'Reads invoices and bank statements and prepares the monthly declaration for review.',
    'Mariana Ortiz',
  ],
  [
    'GridWise',
    'Small utilities over-buy power at peak prices because their forecasts are weekly.',
    'Hourly demand forecasts from meter data and weather, with a purchase plan.',
    'Tomás Herrera',
  ],
  [
    'Readable',
    'Government letters are written at a level half of their readers cannot follow.',
    'Rewrites letters in plain language and checks the meaning did not change.',
    'Aiko Tanaka',
  ],
  [
    'ShiftMate',
    'Restaurants build staff rotas by hand and break labour rules without noticing.',
    'Builds rotas that respect rest periods and availability, explained line by line.',
    'Diego Ramírez',
  ],
  [
    'Lingo Lab',
    'Teachers of indigenous languages have almost no graded reading material.',
    'Generates graded stories reviewed by native speakers before publishing.',
    'Itzel Hernández',
  ],
  [
    'PortFlow',
    'Container trucks wait hours at port gates because slots are booked by phone.',
    'Predicts gate congestion and offers slots that smooth the queue.',
    'Haruto Sato',
  ],
  [
    'SafeSite',
    'Construction sites report near misses weeks late, if at all.',
    'Camera feeds flag unsafe scaffolding and missing harnesses in real time.',
    'Andrés Castillo',
  ],
  [
    'Bookkeep AI',
    'Corner shops have no idea of their margins until the year ends.',
    'Photographs receipts and keeps a running margin per product.',
    'Sofía Morales',
  ],
  [
    'CareNotes',
    'Home carers spend an hour a day writing visit notes.',
    'Dictated notes become structured visit reports for families and nurses.',
    'Yui Kobayashi',
  ],
  [
    'WaterWatch',
    'Leaks waste a third of the water in mid-sized cities.',
    'Finds leaks from pressure sensor patterns and ranks repairs by loss.',
    'Carlos Méndez',
  ],
  [
    'TutorLoop',
    'Students in large classes rarely get feedback on their written proofs.',
    'Gives step-by-step feedback on proofs and sends hard cases to the teacher.',
    'Valeria Cruz',
  ],
];

const STATES: readonly { state: string; reviews: number }[] = [
  { state: 'draft', reviews: 0 },
  { state: 'submitted', reviews: 0 },
  { state: 'submitted', reviews: 0 },
  { state: 'in_review', reviews: 1 },
  { state: 'in_review', reviews: 2 },
  { state: 'shortlisted', reviews: 2 },
  { state: 'interview', reviews: 2 },
  { state: 'withdrawn', reviews: 0 },
  { state: 'in_review', reviews: 1 },
  { state: 'submitted', reviews: 0 },
  { state: 'shortlisted', reviews: 2 },
  { state: 'archived', reviews: 1 },
  { state: 'draft', reviews: 0 },
];

const CLOSED_STATES: readonly string[] = [
  'accepted',
  'accepted',
  'rejected',
  'rejected',
  'waitlisted',
  'rejected',
  'accepted',
  'waitlisted',
  'rejected',
  'interview',
  'archived',
  'rejected',
];

async function insertProgramme(
  db: Kysely<Database>,
  fields: {
    slug: string;
    title: string;
    description: string;
    opens: Date;
    closes: Date;
    phase: 'screening' | 'decision';
  },
  now: string,
) {
  const id = demoId(fields.slug);
  await db
    .insertInto('application_programmes')
    .values({
      id,
      slug: fields.slug,
      title: fields.title,
      description: fields.description,
      opens_at: fields.opens.toISOString(),
      closes_at: fields.closes.toISOString(),
      time_zone: 'America/Mexico_City',
      questions: JSON.stringify(STANDARD_QUESTIONS),
      categories: JSON.stringify(STANDARD_CATEGORIES),
      templates: JSON.stringify(STANDARD_TEMPLATES),
      reviews_wanted: 2,
      phase: fields.phase,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Two programmes (one open in blind screening, one closed with decisions) and 25 applications. */
export async function seedDemoApplications(ctx: AppContext): Promise<number> {
  const db = ctx.db;
  const exists = await db.selectFrom('application_programmes').select('id').executeTakeFirst();
  if (exists) return 0;
  await seedSecondReviewer(ctx);
  const reviewer = await findUserByEmail(db, 'reviewer@example.com');
  const staff = await findUserByEmail(db, 'staff@example.com');
  const now = ctx.now();
  const iso = now.toISOString();
  const open = await insertProgramme(
    db,
    {
      slug: 'founders-spring',
      title: 'Founder Studio: Spring cohort',
      description:
        'Twelve weeks in the studio for teams turning applied AI into a company: mentors every week, compute credits, and a demo day with investors.\n\nWe read every application in a **blind first round**.',
      opens: new Date(now.getTime() - 10 * DAY),
      closes: new Date(now.getTime() + 30 * DAY),
      phase: 'screening',
    },
    iso,
  );
  const closed = await insertProgramme(
    db,
    {
      slug: 'founders-autumn',
      title: 'Founder Studio: Autumn cohort',
      description: 'The autumn cohort of the studio. Applications are closed and decisions were sent.',
      opens: new Date(now.getTime() - 120 * DAY),
      closes: new Date(now.getTime() - 60 * DAY),
      phase: 'decision',
    },
    iso,
  );
  const plan = [
    ...STATES.map((entry, index) => ({
      programme: open,
      venture: VENTURES[index % VENTURES.length],
      ...entry,
      index,
    })),
    ...CLOSED_STATES.map((state, index) => ({
      programme: closed,
      venture: VENTURES[(index + 5) % VENTURES.length],
      state,
      reviews: 2,
      index: index + 100,
    })),
  ];
  let created = 0;
  for (const item of plan) {
    if (!item.venture) continue;
    const [title, problem, solution, name] = item.venture;
    const id = demoId(`${item.programme}:${item.index}`);
    const email = `${name
      .split(' ')[0]
      ?.toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z]/g, '')}.${item.index}@founders.example.org`;
    const submitted =
      item.state === 'draft' ? null : new Date(now.getTime() - (20 - (item.index % 15)) * DAY).toISOString();
    const scores = (seed: number) => ({
      problem: 2 + (seed % 4),
      novelty: 1 + ((seed * 3) % 5),
      team: 2 + ((seed * 7) % 4),
      fit: 1 + (seed % 5),
    });
    const reviewers = [reviewer, staff].filter((user) => user !== undefined).slice(0, item.reviews);
    const totals = reviewers.map((_, n) => reviewTotal(STANDARD_CATEGORIES, scores(item.index + n)));
    await db
      .insertInto('applications')
      .values({
        id,
        programme_id: item.programme,
        user_id: null,
        email,
        name,
        title,
        language: item.index % 3 === 0 ? 'es-MX' : item.index % 3 === 1 ? 'en-US' : 'ja-JP',
        state: item.state,
        version: 3,
        answers: JSON.stringify({
          problem,
          solution,
          evidence:
            item.index % 2 === 0
              ? 'We interviewed 40 people who live with this problem; 31 pay for a workaround today.'
              : undefined,
          stage: ['idea', 'prototype', 'pilot', 'revenue'][item.index % 4],
          ai_methods: item.index % 2 === 0 ? ['llm'] : ['vision', 'forecasting'],
          team_size: 1 + (item.index % 3),
          website: `https://${title.toLowerCase().replace(/[^a-z]+/g, '')}.example.org`,
        }),
        team: JSON.stringify([
          { name, email, role: 'CEO', url: '' },
          {
            name: `${name.split(' ')[0]}'s co-founder`,
            email: `cofounder.${item.index}@founders.example.org`,
            role: 'CTO',
            url: '',
          },
        ]),
        // Catalogue industries (research's demo catalogue), so the review screen shows their names.
        industries: JSON.stringify(
          item.index % 2 === 0 ? ['agriculture', 'energy-utilities'] : ['digital-therapeutics'],
        ),
        tags: JSON.stringify(
          item.index % 4 === 0 ? ['strong-team'] : item.index % 5 === 0 ? ['follow-up'] : [],
        ),
        score: meanTotal(totals),
        reviews_count: reviewers.length,
        resume_token_hash: null,
        submitted_at: submitted,
        decided_at: ['accepted', 'rejected', 'waitlisted'].includes(item.state)
          ? new Date(now.getTime() - 50 * DAY).toISOString()
          : null,
        created_at: new Date(now.getTime() - 25 * DAY).toISOString(),
        updated_at: iso,
      })
      .execute();
    created += 1;
    for (const [n, user] of reviewers.entries()) {
      await db
        .insertInto('application_reviewers')
        .values({ application_id: id, reviewer_id: user.id, assigned_at: iso })
        .execute();
      await db
        .insertInto('application_reviews')
        .values({
          id: demoId(`${id}:review:${n}`),
          application_id: id,
          reviewer_id: user.id,
          scores: JSON.stringify(scores(item.index + n)),
          total: totals[n] ?? null,
          comment:
            n === 0
              ? 'Clear problem and a credible first customer. The data plan needs work.'
              : 'Strong team; the market may be smaller than they think.',
          created_at: iso,
          updated_at: iso,
        })
        .execute();
    }
    if (reviewer && item.reviews > 0) {
      await db
        .insertInto('application_notes')
        .values([
          {
            id: demoId(`${id}:note:shared`),
            application_id: id,
            author_id: reviewer.id,
            visibility: 'shared',
            body: 'Ask about their data licences in the interview.',
            created_at: iso,
          },
          {
            id: demoId(`${id}:note:private`),
            application_id: id,
            author_id: reviewer.id,
            visibility: 'private',
            body: 'Compare with last cohort’s logistics team before scoring.',
            created_at: iso,
          },
        ])
        .execute();
    }
    // A few founders proposed an industry the catalogue lacks, for an administrator to accept or merge.
    if (submitted && item.index % 6 === 1)
      await db
        .insertInto('industry_proposals')
        .values({
          id: demoId(`${id}:proposal`),
          application_id: id,
          name: item.index % 12 === 1 ? 'Aquaculture' : 'Elder care',
          slug: item.index % 12 === 1 ? 'aquaculture' : 'elder-care',
          status: 'proposed',
          created_at: submitted,
        })
        .execute();
    if (submitted)
      await db
        .insertInto('application_history')
        .values({
          id: demoId(`${id}:history:submitted`),
          application_id: id,
          actor_id: null,
          kind: 'state',
          detail: JSON.stringify({ from: 'draft', to: 'submitted' }),
          at: submitted,
        })
        .execute();
    if (item.state === 'accepted')
      for (const kind of ['create_startup', 'add_to_cohort'] as const)
        await db
          .insertInto('application_effects')
          .values({
            id: demoId(`${id}:${kind}`),
            application_id: id,
            kind,
            status: 'pending',
            payload: JSON.stringify({ title }),
            created_at: iso,
            done_at: null,
          })
          .execute();
  }
  return created;
}
