import type { FeedEntry } from './feed-entries';

/**
 * Hand-written pieces that combine into readable, varied AI-agent news:
 * invented sources, subjects, what happened, and why it matters. Used for the
 * demo news on first start and by the synthetic article generator for
 * benchmarks. Deterministic for a given seed.
 */

export interface DemoSource {
  name: string;
  slug: string;
  tags: string[];
}

export const DEMO_SOURCES: readonly DemoSource[] = [
  { name: 'Agent Wire', slug: 'agent-wire', tags: ['agents', 'industry'] },
  { name: 'The Planning Desk', slug: 'planning-desk', tags: ['research', 'planning'] },
  { name: 'Toolformer Weekly', slug: 'toolformer-weekly', tags: ['tools', 'open-source'] },
  { name: 'Context Window', slug: 'context-window', tags: ['models', 'research'] },
  { name: 'Eval Street Journal', slug: 'eval-street', tags: ['evaluation', 'benchmarks'] },
  { name: 'Robot Reading Room', slug: 'robot-reading-room', tags: ['robotics', 'agents'] },
  { name: 'Safe Systems Bulletin', slug: 'safe-systems', tags: ['safety', 'policy'] },
];

const SUBJECTS = [
  'An open-source coding agent',
  'A browser-automation agent',
  'A customer-support assistant',
  'A research lab’s planning model',
  'A spreadsheet copilot',
  'A warehouse robot fleet',
  'A small on-device model',
  'A multi-agent negotiation system',
  'A retrieval-augmented legal assistant',
  'A data-pipeline agent',
  'A voice assistant for clinics',
  'A scheduling agent for field crews',
  'A code-review bot',
  'A tutoring agent for mathematics',
  'An agent framework from a university team',
  'A translation agent for support tickets',
];

/**
 * What happened: a headline that follows the subject, and a whole sentence about it in which
 * `{the}` / `{The}` stand for the subject with a definite article ("the code-review bot").
 */
const EVENTS = [
  {
    headline: 'learns to recover from failed tool calls',
    detail:
      'When a tool call fails, {the} now retries with a revised plan instead of repeating the same call.',
  },
  {
    headline: 'tops a new long-horizon benchmark',
    detail: 'On the benchmark’s fifty-step tasks, {the} finished 71 per cent without human help.',
  },
  {
    headline: 'ships a memory layer that survives restarts',
    detail:
      '{The} now writes short notes at the end of each session and reads them back at the start of the next.',
  },
  {
    headline: 'cuts token costs with smaller sub-agents',
    detail: '{The} hands routine steps to a compact model and keeps the large one for planning.',
  },
  {
    headline: 'adds a sandbox for running untrusted code',
    detail:
      'Every command {the} runs now goes to a throwaway sandbox container with no network access by default.',
  },
  {
    headline: 'is audited for prompt-injection risks',
    detail:
      'Testers hid instructions for {the} in web pages, e-mails and PDF footnotes to see which ones it would follow.',
  },
  {
    headline: 'gets a structured tool schema',
    detail:
      'The tools {the} calls now declare typed arguments, so malformed calls are caught before they run.',
  },
  {
    headline: 'moves from pilot to production',
    detail:
      'After a three-month pilot, {the} now handles a fifth of incoming requests, with people reviewing the edge cases.',
  },
  {
    headline: 'publishes its evaluation harness',
    detail: 'The newly published harness replays recorded sessions of {the} and scores every step.',
  },
  {
    headline: 'struggles with ambiguous instructions',
    detail:
      'A study found that {the} guessed instead of asking in a third of the unclear requests it was given.',
  },
  {
    headline: 'learns to ask before acting',
    detail: '{The} now stops for confirmation before payments, deletions and outgoing e-mails.',
  },
  {
    headline: 'coordinates with human reviewers',
    detail: 'Drafts from {the} now wait in a queue where reviewers approve, edit or reject them.',
  },
  {
    headline: 'plans with a search tree instead of a single chain',
    detail: '{The} now explores several candidate plans and keeps the cheapest one that passes its checks.',
  },
  {
    headline: 'reads screenshots as well as page text',
    detail: 'When a page’s structure is unhelpful, a vision model now describes the screen for {the}.',
  },
];

const CONTEXTS = [
  'The team says the change mostly helps on tasks with many small steps.',
  'Independent testers were able to reproduce the main result.',
  'Critics note that the benchmark tasks are still narrower than real work.',
  'The code and evaluation scripts are available under a permissive licence.',
  'Early users report fewer stalled runs and clearer error messages.',
  'The authors warn that the approach has not been tested outside English.',
  'Operators can switch the behaviour off per workspace.',
  'Latency rose slightly, which the team plans to address next quarter.',
  'The release notes list known failure cases alongside the improvements.',
  'A public dashboard tracks the agent’s success rate week by week.',
];

/**
 * How an article ends; taken in turn, so the generator's random sequence is unchanged. Each says
 * "results", the word the search-window tests and benchmark rely on being in every article.
 */
const CLOSINGS = [
  'We will update this story as more results come in.',
  'The team expects to publish its full results next month.',
  'Results on a wider set of tasks are expected later this year.',
  'Readers can send questions about the results to the newsroom.',
  'The developers will discuss the results in a follow-up interview.',
];

/** `A code-review bot` → `the code-review bot` (capitalised for the start of a sentence). */
function definite(subject: string, capital: boolean): string {
  const rest = subject.replace(/^(an?|the)\s+/i, '');
  return `${capital ? 'The' : 'the'} ${rest}`;
}

/** The event's sentence about this subject. */
function describe(detail: string, subject: string): string {
  return detail.replace('{The}', definite(subject, true)).replace('{the}', definite(subject, false));
}

const AUTHORS = [
  'Ana Ruiz',
  'Kenji Mori',
  'Priya Natarajan',
  'Tom Becker',
  'Lea Martin',
  'Sam Okafor',
  'Yuki Tanaka',
  null,
];

const TOPIC_TAGS = [
  'tool-use',
  'memory',
  'planning',
  'evaluation',
  'safety',
  'open-source',
  'multi-agent',
  'robotics',
];

/** A small deterministic pseudo-random generator (mulberry32), so demo data is the same on every start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** One generated article, ready to store. */
export interface GeneratedArticle extends Omit<FeedEntry, 'publishedAt'> {
  sourceIndex: number;
  publishedAt: string;
  /** The index of the article this one repeats (same story, another source), if any. */
  echoOf: number | null;
}

/**
 * `count` articles spread over `days` days before `now`. Roughly one in
 * twelve repeats a recent headline from another source, as real coverage of
 * one story does, so stories can be grouped.
 */
export function generateArticles(
  count: number,
  now: Date,
  options: { seed?: number; days?: number } = {},
): GeneratedArticle[] {
  const random = seededRandom(options.seed ?? 42);
  const days = options.days ?? 60;
  const articles: GeneratedArticle[] = [];
  for (let index = 0; index < count; index += 1) {
    const sourceIndex = Math.floor(random() * DEMO_SOURCES.length);
    const source = DEMO_SOURCES[sourceIndex] as DemoSource;
    const previous = articles.at(-1);
    const echo = previous && previous.sourceIndex !== sourceIndex && random() < 0.08;
    const subject = pick(SUBJECTS, random);
    const event = pick(EVENTS, random);
    const title = echo && previous ? previous.title : `${subject} ${event.headline}`;
    const context = pick(CONTEXTS, random);
    const picked = pick(CONTEXTS, random);
    const summary = echo && previous ? previous.summary : `${describe(event.detail, subject)} ${context}`;
    // Never the same remark twice in one article.
    const more = summary.includes(picked)
      ? (CONTEXTS[(CONTEXTS.indexOf(picked) + 1) % CONTEXTS.length] ?? picked)
      : picked;
    const body = `${summary} ${more} ${CLOSINGS[index % CLOSINGS.length]}`;
    const offsetMinutes = echo && previous ? 90 : Math.floor(random() * days * 24 * 60);
    const base = echo && previous ? new Date(previous.publishedAt).getTime() : now.getTime();
    const publishedAt = new Date(
      Math.min(now.getTime(), base - (echo ? -offsetMinutes : offsetMinutes) * 60_000),
    );
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60);
    articles.push({
      sourceIndex,
      guid: `${source.slug}-${index}`,
      url: `https://${source.slug}.example/${publishedAt.toISOString().slice(0, 10)}/${slug}-${index}`,
      title,
      summary,
      body,
      author: pick(AUTHORS, random),
      tags: [pick(TOPIC_TAGS, random)],
      publishedAt: publishedAt.toISOString(),
      echoOf: echo && previous ? (previous.echoOf ?? index - 1) : null,
    });
  }
  return articles;
}
