import type { GeneratedDraft, MarketGenerateBody } from '@ailab/core/contract/research/market.schemas';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { type ChatMessage, createLlmClient, type LlmClient } from '../../llm/llm-client';
import { OutboundError } from '../../outbound/outbound-client';
import { reserveAttempt } from '../../throttle/reserve-attempt';
import { findIndustryBySlug } from './industries.repository';
import { sectionsOf } from './industries.service';
import { todayBrief } from './market-brief.service';
import { latestReportsOf } from './report-cards';

/** Names the prompt's shape in every draft's provenance; change it when the prompt changes. */
export const PROMPT_VERSION = 'market-draft-1';
/** Drafts one member may ask for per hour (a model call costs money; an outline costs little but is limited alike). */
export const GENERATIONS_PER_HOUR = 20;

interface DraftSource {
  title: string;
  url: string | null;
  text: string;
}

async function gatherSources(
  ctx: AppContext,
  slug: string,
): Promise<{ name: string; sources: DraftSource[] }> {
  const industry = await findIndustryBySlug(ctx.db, slug);
  if (!industry) throw new AppError('NOT_FOUND');
  const sections = await sectionsOf(ctx, industry.id);
  const brief = await todayBrief(ctx, slug);
  const sources: DraftSource[] = [
    ...sections.map((section) => ({
      title: `${industry.name}: ${section.title}`,
      url: null,
      text: section.body,
    })),
    ...(await latestReportsOf(ctx.db, industry.id, 5)).map((report) => ({
      title: report.title,
      url: `/industry-reports/report?slug=${report.slug}`,
      text: report.summary,
    })),
    ...brief.news.map((item) => ({ title: item.title, url: item.url, text: item.source })),
  ];
  return { name: industry.name, sources };
}

/** The outline drafted without a model: the same sources, arranged as headings and bullet points, and labelled. */
function outline(name: string, topic: string, sources: readonly DraftSource[], t: TFunction): string {
  const lines = [
    `> ${t('research:generate.outlineLabel')}`,
    '',
    `### ${t('research:generate.outlineTopic', { topic })}`,
    '',
  ];
  for (const source of sources) {
    const first = source.text.split('\n').find((line) => line.trim().length > 0) ?? '';
    lines.push(`- **${source.title}**: ${first.slice(0, 240)}`);
  }
  if (sources.length === 0) lines.push(`- ${t('research:generate.noSources', { name })}`);
  return lines.join('\n');
}

const MAX_DRAFT = 50_000;

type Answer =
  | { kind: 'unconfigured' }
  | { kind: 'ok'; text: string; model: string }
  | { kind: 'failed'; failure: { kind: string } };

/** The model's answer as it streams, each piece handed to `onDelta`; a broken stream is a failure. */
async function streamed(
  client: LlmClient,
  messages: ChatMessage[],
  onDelta: (text: string) => void,
): Promise<Answer> {
  const stream = await client.stream({ messages, maxTokens: 1200 });
  if (stream.kind !== 'ok') return stream;
  let text = '';
  try {
    for await (const delta of stream.deltas) {
      text += delta;
      onDelta(delta);
      if (text.length >= MAX_DRAFT) break;
    }
  } catch (error) {
    return {
      kind: 'failed',
      failure: { kind: error instanceof OutboundError ? error.failure.kind : 'bad_content' },
    };
  }
  return { kind: 'ok', text, model: stream.model };
}

function prompt(name: string, topic: string, sources: readonly DraftSource[]): ChatMessage[] {
  const listed = sources
    .map(
      (source, index) =>
        `[${index + 1}] ${source.title}${source.url ? ` (${source.url})` : ''}\n${source.text.slice(0, 2000)}`,
    )
    .join('\n\n');
  return [
    {
      role: 'system',
      content:
        'You draft market research for an editorial team. Write Markdown. Use only the numbered sources given; cite them as [n]. Say when the sources do not cover a point. Never invent figures.',
    },
    {
      role: 'user',
      content: `Industry: ${name}\nTopic: ${topic}\n\nSources:\n${listed}\n\nWrite one section of market research on the topic.`,
    },
  ];
}

/**
 * Drafts a section of market research from the industry's overview, recent published research and the
 * day's news, listing those sources. With a model (LLM_BASE_URL and LLM_MODEL) the text comes from it;
 * without one, a labelled outline from the same sources. Always a draft with provenance, limited per member.
 */
export async function generateDraft(
  ctx: AppContext,
  caller: Caller,
  body: z.infer<typeof MarketGenerateBody>,
  t: TFunction,
  onDelta?: (text: string) => void,
): Promise<GeneratedDraft> {
  const reservation = await reserveAttempt(
    ctx.db,
    { key: `research.generate:${caller.user.id}`, max: GENERATIONS_PER_HOUR, windowMs: 3_600_000 },
    ctx.now(),
  );
  if (!reservation.allowed)
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: reservation.retryAfterSeconds });
  const { name, sources } = await gatherSources(ctx, body.industry);
  const topic = body.topic ?? t('research:generate.defaultTopic', { name });
  const provenanceSources = sources.map((source) => ({ title: source.title, url: source.url }));
  const generatedAt = ctx.now().toISOString();
  const client = createLlmClient(ctx.config.llm, ctx.outbound);
  const messages = prompt(name, topic, sources);
  const answer = onDelta
    ? await streamed(client, messages, onDelta)
    : await client.complete({ messages, maxTokens: 1200 });
  if (answer.kind === 'failed')
    throw new AppError('SERVICE_UNAVAILABLE', {
      messageKey: 'research:errors.modelFailed',
      params: { kind: answer.failure.kind },
    });
  const section =
    answer.kind === 'ok'
      ? { key: 'draft', title: topic.slice(0, 140), body: answer.text.slice(0, MAX_DRAFT) }
      : { key: 'outline', title: topic.slice(0, 140), body: outline(name, topic, sources, t) };
  if (answer.kind === 'unconfigured') onDelta?.(section.body);
  return {
    title: topic.slice(0, 160),
    section,
    provenance: {
      kind: answer.kind === 'ok' ? 'model' : 'outline',
      model: answer.kind === 'ok' ? answer.model : null,
      prompt_version: PROMPT_VERSION,
      sources: provenanceSources,
      generated_at: generatedAt,
    },
  };
}
