import type { TFunction } from 'i18next';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { createLlmClient } from '../../../llm/llm-client';
import { reserveAttempt } from '../../../throttle/reserve-attempt';
import { findIndustryOverviews } from '../../research/research.port';
import { requireActive } from '../businesses/startup-access';
import { requireSection } from './pitch-access';
import { pitchContent, sectionToWire } from './pitch-mapper';
import { findSectionById, imagesOf } from './pitches.repository';
import { draftFacts } from './section-facts';
import { saveSection } from './sections.service';

/** Drafts per startup per window: a language model costs money, and one startup must not exhaust it. */
export const GENERATE_PER_WINDOW = 10;
export const GENERATE_WINDOW_MS = 10 * 60_000;

/** Industries, sections of each and characters of each section a draft reads of the market overview. */
const MARKET_INDUSTRIES = 3;
const MARKET_SECTIONS = 3;
const MARKET_CHARS = 600;

/**
 * The market overview of the startup's industries (the research catalogue's, through its port) as
 * prompt lines, one headline per industry for the outline, and the sources they add to the provenance.
 */
function marketLines(overviews: Awaited<ReturnType<typeof findIndustryOverviews>>, t: TFunction) {
  const withText = overviews.filter((overview) => overview.sections.length > 0);
  return {
    lines: withText.flatMap((overview) => [
      `## ${t('startups:generate.market', { industry: overview.name })}`,
      ...overview.sections
        .slice(0, MARKET_SECTIONS)
        .map((section) => `### ${section.title}\n${section.body.slice(0, MARKET_CHARS)}`),
    ]),
    headlines: withText.map(
      (overview) =>
        `${t('startups:generate.market', { industry: overview.name })}: ${overview.sections[0]?.title ?? ''}`,
    ),
    sources: withText.map((overview) => `industry:${overview.slug}`),
  };
}

/**
 * Drafts a section from the startup's own facts (its profile, key facts, other sections) and the market
 * overview of its industries in the research catalogue with the language model, read as a stream, and
 * saves it as a new revision marked `generated` with its provenance (model and sources). Without a model it saves a clearly labelled outline built from the
 * same facts. Only on a draft pitch, so a generated text is never shown to investors on its own.
 */
export async function generateSection(
  ctx: AppContext,
  caller: Caller,
  input: { section_id: string; version: number; instructions?: string },
  language: string,
  t: TFunction,
) {
  const { section, pitch, startup } = await requireSection(ctx.db, caller.user.id, input.section_id);
  requireActive(startup);
  if (pitch.status !== 'draft')
    throw new AppError('CONFLICT', { messageKey: 'startups:errors.generateDraftOnly' });
  if (section.version !== input.version)
    throw new AppError('STALE_VERSION', { params: { version: section.version } });
  const reservation = await reserveAttempt(
    ctx.db,
    { key: `startups:generate:${startup.id}`, max: GENERATE_PER_WINDOW, windowMs: GENERATE_WINDOW_MS },
    ctx.now(),
  );
  if (!reservation.allowed)
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: reservation.retryAfterSeconds });

  const content = await pitchContent(ctx.db, pitch, startup);
  const facts = draftFacts(content, section.id, language, t);
  const market = marketLines(
    await findIndustryOverviews(ctx.db, content.startup.industries.slice(0, MARKET_INDUSTRIES)),
    t,
  );
  const llm = createLlmClient(ctx.config.llm, ctx.outbound);
  const prompt = [
    `${t('startups:generate.task', { section: section.title })}`,
    ...(input.instructions ? [input.instructions] : []),
    '',
    ...facts.about,
    ...facts.facts,
    '',
    ...facts.others,
    ...(market.lines.length > 0 ? ['', ...market.lines] : []),
  ].join('\n');
  const answer = await llm.stream({
    messages: [
      { role: 'system', content: t('startups:generate.system') },
      { role: 'user', content: prompt },
    ],
    maxTokens: 800,
  });
  let body: string;
  let model: string | null = null;
  let source: 'generated' | 'outline' = 'generated';
  if (answer.kind === 'unconfigured') {
    source = 'outline';
    body = [
      `> ${t('startups:generate.outlineLabel')}`,
      '',
      `### ${section.title}`,
      '',
      ...facts.about.map((line) => `- ${line}`),
      ...facts.facts.map((line) => `- ${line}`),
      ...market.headlines.map((line) => `- ${line}`),
      '',
      `- ${t(`startups:outline.${section.kind}`, { defaultValue: t('startups:outline.custom') })}`,
    ].join('\n');
  } else if (answer.kind === 'failed') {
    throw new AppError('SERVICE_UNAVAILABLE');
  } else {
    model = answer.model;
    const parts: string[] = [];
    try {
      for await (const delta of answer.deltas) parts.push(delta);
    } catch (cause) {
      throw new AppError('SERVICE_UNAVAILABLE', { cause });
    }
    body = parts.join('').trim().slice(0, 50_000);
  }
  await saveSection(ctx, ctx.db, caller.user.id, section.id, input.version, {
    body,
    source,
    provenance: { model, sources: [...facts.sources, ...market.sources] },
  });
  const after = await findSectionById(ctx.db, section.id);
  if (!after) throw new AppError('NOT_FOUND');
  return { section: sectionToWire(after, await imagesOf(ctx.db, [section.id])), source, model };
}
