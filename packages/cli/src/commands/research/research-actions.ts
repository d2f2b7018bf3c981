import { hasNoActiveReviewer } from '@ailab/core/research/active-reviewers';
import { reportMarkdown } from '@ailab/core/research/report-markdown';
import { RESEARCH_STATES, type ResearchState } from '@ailab/core/research/research-states';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { type ListFlags, listPagesOptions } from '../list-options';

const STATES = RESEARCH_STATES;
type State = ResearchState;

/** `ailab research list [--state s] [--review]`: my research, or what I review. */
export async function runResearchList(
  options: ListFlags & { state?: string; review?: boolean },
  f: Factory,
): Promise<void> {
  const paging = listPagesOptions(options, f.t);
  if (options.state && !STATES.includes(options.state as State))
    throw new UsageError(f.t('research:cli.research.badState', { states: STATES.join(', ') }));
  await requireToken(f);
  const api = await f.api();
  const page = await fetchList(
    api.ailabResearch.list,
    {
      scope: options.review ? 'review' : 'mine',
      ...(options.state ? { state: options.state as State } : {}),
    },
    paging,
  );
  const header = (key: string) => f.t(`research:cli.columns.${key}`);
  printList(f, page, [
    { header: header('slug'), value: (item) => item.slug },
    { header: header('state'), value: (item) => item.state },
    { header: header('version'), value: (item) => String(item.version) },
    { header: header('updated'), value: (item) => item.updated_at.slice(0, 16) },
    { header: header('title'), value: (item) => item.title },
  ]);
}

async function findItem(f: Factory, slug: string) {
  await requireToken(f);
  return (await f.api()).ailabResearch.get({ slug });
}

/** `ailab research view <slug>`: state, reviewers, comments. */
export async function runResearchView(slug: string, f: Factory): Promise<void> {
  const { io, t } = f;
  const answer = await findItem(f, slug);
  if (f.json) {
    printJson(io, answer);
    return;
  }
  const { item } = answer;
  const line = (key: string, value: string) =>
    io.print(`${io.out.bold(t(`research:cli.view.${key}`))}: ${value}`);
  io.print(io.out.bold(item.title));
  line('slug', item.slug);
  line('state', item.state);
  line('version', String(item.version));
  line('approvals', `${item.approvals}/${item.required_approvals}`);
  const inactive = t('research:cli.view.inactive');
  line(
    'reviewers',
    item.reviewers
      .map((reviewer) => (reviewer.active ? reviewer.name : `${reviewer.name} (${inactive})`))
      .join(', ') || '-',
  );
  if (hasNoActiveReviewer(item)) io.print(io.out.yellow(t('research:cli.view.noActiveReviewer')));
  line('industries', item.industries.map((industry) => industry.slug).join(', ') || '-');
  for (const comment of answer.comments)
    io.print(
      `  [${comment.kind}${comment.section_key ? ` · ${comment.section_key}` : ''}] ${comment.author.name}: ${comment.body}`,
    );
}

/** `ailab research export <slug> [--format md|json]`: the newest revision as Markdown with front matter, or JSON. */
export async function runResearchExport(
  slug: string,
  options: { format: string },
  f: Factory,
): Promise<void> {
  if (options.format !== 'md' && options.format !== 'json')
    throw new UsageError(f.t('research:cli.research.badFormat'));
  const { item } = await findItem(f, slug);
  if (options.format === 'json' || f.json) {
    printJson(f.io, item);
    return;
  }
  const list = (values: string[]) => `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;
  const front = [
    '---',
    `title: ${JSON.stringify(item.title)}`,
    `slug: ${item.slug}`,
    `summary: ${JSON.stringify(item.summary)}`,
    `industries: ${list(item.industries.map((industry) => industry.slug))}`,
    `tags: ${list(item.tags)}`,
    '---',
  ].join('\n');
  const body = reportMarkdown(item).replace(/^# .*\n\n.*\n\n?/, '');
  f.io.print(`${front}\n${body}`.trimEnd());
}

/** `ailab research publish report.md [--industry …] [--schedule <time>]`: create or update by slug, submit. */
export async function runResearchPublish(
  path: string,
  options: { industry?: string[]; schedule?: string },
  f: Factory,
): Promise<void> {
  if (options.schedule && Number.isNaN(Date.parse(options.schedule)))
    throw new UsageError(f.t('research:cli.publish.badTime', { time: options.schedule }));
  const { readReportFile } = await import('../../services/research-file');
  const { publishReportFile } = await import('../../services/research-publish');
  const file = await readReportFile(path, options.industry ?? [], f.t);
  await requireToken(f);
  const result = await publishReportFile(await f.api(), file, options.schedule);
  if (f.json) {
    printJson(f.io, { slug: file.slug, ...result });
    return;
  }
  f.io.print(`${result.outcome}\t${file.slug}\t${result.state}\tv${result.version}`);
  f.io.info(f.t(`research:cli.publish.${result.outcome}`, { slug: file.slug, state: result.state }));
}

/** `ailab research review <slug> --approve | --request-changes -m "…"` (or only `-m` to comment). */
export async function runResearchReview(
  slug: string,
  options: { approve?: boolean; requestChanges?: boolean; message?: string },
  f: Factory,
): Promise<void> {
  if (options.approve && options.requestChanges) throw new UsageError(f.t('research:cli.review.both'));
  if (!options.approve && !options.message) throw new UsageError(f.t('research:cli.review.needMessage'));
  const { item } = await findItem(f, slug);
  const api = await f.api();
  const answer = options.approve
    ? await api.ailabResearch.review({ action: 'approve', id: item.id, version: item.version })
    : options.requestChanges
      ? await api.ailabResearch.review({
          action: 'request_changes',
          id: item.id,
          body: options.message ?? '',
        })
      : await api.ailabResearch.review({ action: 'comment', id: item.id, body: options.message ?? '' });
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  f.io.info(f.t('research:cli.review.done', { slug, state: answer.item.state }));
}

/** `ailab research generate --industry <slug> [--topic …] [--save]`: a draft to stdout, or saved as a new draft. */
export async function runResearchGenerate(
  options: { industry: string; topic?: string; save?: boolean },
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const draft = await api.researchMarket.generate({
    industry: options.industry,
    ...(options.topic ? { topic: options.topic } : {}),
  });
  if (options.save) {
    const item = await api.ailabResearch.create({
      title: draft.title.length >= 3 ? draft.title : `${draft.title} draft`,
      industries: [options.industry],
      sections: [draft.section],
    });
    if (f.json) printJson(f.io, item);
    else f.io.print(item.slug);
    f.io.info(f.t('research:cli.generate.saved', { slug: item.slug }));
    return;
  }
  if (f.json) {
    printJson(f.io, draft);
    return;
  }
  f.io.print(`## ${draft.section.title}\n\n${draft.section.body}`);
  f.io.info(
    f.t('research:cli.generate.provenance', {
      kind: draft.provenance.kind,
      model: draft.provenance.model ?? '-',
      count: draft.provenance.sources.length,
    }),
  );
}
