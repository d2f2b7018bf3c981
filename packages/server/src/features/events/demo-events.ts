import { randomUUID } from 'node:crypto';
import { zonedWallTimeToUtc } from '@ailab/core/events/zoned-time';
import type { AppContext } from '../../app-context';
import { findUserByEmail } from '../../identity/users.repository';
import { findEventBySlug, insertEvent } from './events.repository';
import type { EventRegistrationsTable, EventsTable } from './events.tables';
import { insertRegistration } from './registrations.repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoEvent {
  slug: string;
  title: string;
  kind: EventsTable['kind'];
  state: EventsTable['state'];
  /** Start: this many days from today, at `at` o'clock where it happens. */
  inDays: number;
  at: number;
  hours: number;
  timeZone: string;
  venue: string | null;
  onlineUrl: string | null;
  /** ZoomLab: the recording and materials an organiser added after the session. */
  recordingUrl?: string;
  materials?: { title: string; url: string }[];
  capacity: number;
  /** How many of the demo people register, in order; past the capacity they wait. */
  registrations: number;
  checkedIn?: number;
  description: string;
}

const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    slug: 'agents-in-production',
    at: 18,
    title: 'Agents in production: lessons from a year of on-call',
    kind: 'talk',
    state: 'published',
    inDays: 3,
    hours: 2,
    timeZone: 'Europe/Madrid',
    venue: 'AI Lab, Calle de Alcalá 42, Madrid',
    onlineUrl: null,
    capacity: 60,
    registrations: 9,
    description:
      'Our platform team ran LLM agents for customer support for a year. This talk walks through what broke, what we measured, and the guardrails we would build first next time.\n\n- Tool timeouts and retries\n- Evaluations that caught regressions\n- When to hand over to a person\n\nQuestions welcome; drinks afterwards.',
  },
  {
    slug: 'evaluating-llm-apps-workshop',
    at: 10,
    title: 'Hands-on: evaluating LLM apps with small test sets',
    kind: 'workshop',
    state: 'published',
    inDays: 9,
    hours: 3,
    timeZone: 'America/Mexico_City',
    venue: null,
    onlineUrl: 'https://meet.example.com/ailab-evals-workshop',
    capacity: 6,
    registrations: 9,
    description:
      'Bring a laptop and one prompt you care about. In three hours we build a 30-case test set, score two model versions, and read the failures together.\n\n**You will need** Node 20 or Python 3.11 and a free API key.',
  },
  {
    slug: 'office-hours-fundraising',
    at: 16,
    title: 'Office hours: fundraising for AI startups',
    kind: 'office_hours',
    state: 'published',
    inDays: 5,
    hours: 1,
    timeZone: 'Asia/Tokyo',
    venue: null,
    onlineUrl: 'https://meet.example.com/ailab-office-hours',
    capacity: 8,
    registrations: 3,
    description:
      'Twenty-minute slots with our venture partner for founders preparing a pre-seed or seed round. Bring your deck or your questions about terms.',
  },
  {
    slug: 'winter-demo-day',
    at: 17,
    title: 'Demo Day: winter cohort',
    kind: 'demo_day',
    state: 'published',
    inDays: 20,
    hours: 4,
    timeZone: 'America/Mexico_City',
    venue: 'Foro AI Lab, Av. Reforma 250, Ciudad de México',
    onlineUrl: 'https://stream.example.com/ailab-demo-day',
    capacity: 120,
    registrations: 7,
    description:
      'Eight startups from the winter cohort show what they built in twelve weeks, followed by open demos and time with the founders.',
  },
  {
    slug: 'spring-hackathon-kickoff',
    at: 10,
    title: 'Spring hackathon kickoff',
    kind: 'workshop',
    state: 'draft',
    inDays: 45,
    hours: 3,
    timeZone: 'Europe/Madrid',
    venue: 'AI Lab, Calle de Alcalá 42, Madrid',
    onlineUrl: null,
    capacity: 80,
    registrations: 0,
    description:
      'Themes, teams and rules for the spring hackathon. Draft: the agenda is still being written.',
  },
  {
    slug: 'retrieval-that-works',
    at: 19,
    title: 'Retrieval that works: chunking, ranking and evals',
    kind: 'talk',
    state: 'published',
    inDays: -14,
    hours: 2,
    timeZone: 'Europe/Madrid',
    venue: 'AI Lab, Calle de Alcalá 42, Madrid',
    onlineUrl: null,
    capacity: 40,
    registrations: 10,
    checkedIn: 7,
    description:
      'A practical tour of retrieval-augmented generation: how we chunk documents, rerank results and measure answer quality.',
  },
  {
    slug: 'autumn-demo-day',
    at: 17,
    title: 'Demo Day: autumn cohort',
    kind: 'demo_day',
    state: 'published',
    inDays: -40,
    hours: 4,
    timeZone: 'America/Mexico_City',
    venue: 'Foro AI Lab, Av. Reforma 250, Ciudad de México',
    onlineUrl: null,
    capacity: 100,
    registrations: 8,
    checkedIn: 6,
    description:
      'Six startups from the autumn cohort presented their products to investors and the community.',
  },
  {
    slug: 'zoomlab-prompt-injection-clinic',
    at: 18,
    title: 'ZoomLab: a prompt injection clinic',
    kind: 'workshop',
    state: 'published',
    inDays: -7,
    hours: 1.5,
    timeZone: 'Europe/Madrid',
    venue: null,
    onlineUrl: 'https://meet.example.com/zoomlab-injection-clinic',
    recordingUrl: 'https://video.example.com/zoomlab/prompt-injection-clinic',
    materials: [
      {
        title: 'Slides: attacks we saw this year',
        url: 'https://files.example.com/zoomlab/injection-slides.pdf',
      },
      { title: 'Notebook: a tiny red-team harness', url: 'https://files.example.com/zoomlab/red-team.ipynb' },
    ],
    capacity: 80,
    registrations: 9,
    checkedIn: 6,
    description:
      'Participants brought their own assistants and we tried to break them live: indirect injection through documents, tool misuse and data leaks, and the guardrails that held up.',
  },
  {
    slug: 'zoomlab-reading-group-small-models',
    at: 10,
    title: 'ZoomLab reading group: when small models are enough',
    kind: 'talk',
    state: 'published',
    inDays: -21,
    hours: 1,
    timeZone: 'America/Mexico_City',
    venue: null,
    onlineUrl: 'https://meet.example.com/zoomlab-reading-group',
    recordingUrl: 'https://video.example.com/zoomlab/small-models-reading-group',
    materials: [{ title: 'Reading list', url: 'https://files.example.com/zoomlab/small-models-reading.md' }],
    capacity: 60,
    registrations: 7,
    checkedIn: 5,
    description:
      'We read three recent papers on distillation and task-specific fine-tuning and compared their costs with what our startups pay for large hosted models.',
  },
  {
    slug: 'zoomlab-open-lab-hour',
    at: 16,
    title: 'ZoomLab open lab hour: bring your evaluation questions',
    kind: 'office_hours',
    state: 'published',
    inDays: 12,
    hours: 1,
    timeZone: 'Asia/Tokyo',
    venue: null,
    onlineUrl: 'https://meet.example.com/zoomlab-open-lab',
    capacity: 30,
    registrations: 4,
    description:
      'An open hour with the lab’s researchers: share your screen, show the test set you have, and leave with a plan to measure what matters.',
  },
];

/** The people who register in the demo: demo members first, then visitors. */
const DEMO_MEMBERS = [
  'member@example.com',
  'student@example.com',
  'research@example.com',
  'startup@example.com',
  'investor@example.com',
];
const DEMO_VISITORS: readonly [string, string][] = [
  ['Lucía Hernández', 'lucia.hernandez@example.org'],
  ['Kenji Watanabe', 'kenji.watanabe@example.org'],
  ['Amara Okafor', 'amara.okafor@example.org'],
  ['Diego Ramírez', 'diego.ramirez@example.org'],
  ['Hannah Becker', 'hannah.becker@example.org'],
];

/** Demo events, upcoming and past, with registrations, waitlists and check-ins. */
export async function seedDemoEvents(ctx: AppContext): Promise<number> {
  const organiser = await findUserByEmail(ctx.db, 'staff@example.com');
  if (!organiser) return 0;
  const people: { name: string; email: string; userId: string | null; language: string }[] = [];
  for (const email of DEMO_MEMBERS) {
    const user = await findUserByEmail(ctx.db, email);
    if (user)
      people.push({
        name: `${user.first_name} ${user.last_name}`,
        email,
        userId: user.id,
        language: user.language,
      });
  }
  for (const [name, email] of DEMO_VISITORS) people.push({ name, email, userId: null, language: 'en-US' });

  const now = ctx.now().getTime();
  let seeded = 0;
  for (const demo of DEMO_EVENTS) {
    // A run cut short may run again: what exists stays as it is.
    if (await findEventBySlug(ctx.db, demo.slug)) continue;
    seeded += 1;
    const day = new Date(now + demo.inDays * DAY).toISOString().slice(0, 10);
    const start = new Date(
      zonedWallTimeToUtc(`${day}T${String(demo.at).padStart(2, '0')}:00`, demo.timeZone),
    ).getTime();
    const created = new Date(Math.min(start, now) - 21 * DAY).toISOString();
    const confirmed = Math.min(demo.capacity, demo.registrations);
    const event: EventsTable = {
      id: randomUUID(),
      slug: demo.slug,
      title: demo.title,
      description: demo.description,
      kind: demo.kind,
      state: demo.state,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + demo.hours * HOUR).toISOString(),
      time_zone: demo.timeZone,
      venue: demo.venue,
      online_url: demo.onlineUrl,
      cover_url: null,
      recording_url: demo.recordingUrl ?? null,
      materials: JSON.stringify(demo.materials ?? []),
      capacity: demo.capacity,
      confirmed_count: confirmed,
      queue_seq: demo.registrations,
      registration_opens_at: null,
      registration_closes_at: null,
      organiser_id: organiser.id,
      published_at: demo.state === 'published' ? created : null,
      cancelled_at: null,
      created_at: created,
      updated_at: created,
    };
    await insertEvent(ctx.db, event);
    for (let i = 0; i < demo.registrations; i += 1) {
      const person = people[i % people.length];
      if (!person) continue;
      // Registrations spread over the three weeks before the event (or before today).
      const at = new Date(
        new Date(created).getTime() + ((i + 1) * 18 * DAY) / (demo.registrations + 1),
      ).toISOString();
      const seated = i < confirmed;
      const row: EventRegistrationsTable = {
        id: randomUUID(),
        event_id: event.id,
        user_id: person.userId,
        email: person.email,
        name: person.name,
        language: person.language,
        status: seated ? 'confirmed' : 'waitlisted',
        queue_seq: i + 1,
        confirm_token_hash: null,
        confirm_expires_at: null,
        cancel_token_hash: null,
        checked_in_at: seated && i < (demo.checkedIn ?? 0) ? event.starts_at : null,
        reminder_sent_at: demo.inDays < 0 ? event.starts_at : null,
        confirmed_at: seated ? at : null,
        cancelled_at: null,
        created_at: at,
        updated_at: at,
      };
      await insertRegistration(ctx.db, row);
    }
  }
  return seeded;
}
