import { readFile } from 'node:fs/promises';
import { sectionsFromMarkdown } from '@ailab/core/research/report-markdown';
import { slugFromText } from '@ailab/core/research/research-states';
import { UsageError } from '../errors/cli-errors';
import { readFrontMatter } from '../io/front-matter';

/** A report as read from a Markdown file with front matter. */
export interface ReportFile {
  slug: string;
  title: string;
  summary: string;
  industries: string[];
  tags: string[];
  sections: { key: string; title: string; body: string }[];
  sources: { title: string; url: string }[];
}

function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return [];
}

/**
 * Reads `report.md`: YAML front matter between `---` lines (title, slug, summary, industries, tags),
 * then Markdown whose `## ` headings start sections and whose `## Sources` list gives the sources.
 * The slug defaults to the title's; `--industry` adds industries. The server validates the rest.
 */
export async function readReportFile(
  path: string,
  extraIndustries: readonly string[],
  t: (key: string, values?: Record<string, unknown>) => string,
): Promise<ReportFile> {
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError(t('research:cli.publish.unreadable', { path }));
  });
  const file = await readFrontMatter(text);
  if (!file) throw new UsageError(t('research:cli.publish.noFrontMatter', { path }));
  const { front } = file;
  const title = typeof front.title === 'string' ? front.title.trim() : '';
  if (!title) throw new UsageError(t('research:cli.publish.noTitle', { path }));
  const body = sectionsFromMarkdown(file.body);
  return {
    slug: typeof front.slug === 'string' ? front.slug : slugFromText(title, 80),
    title,
    summary: typeof front.summary === 'string' ? front.summary.trim() : body.lead,
    industries: [...new Set([...strings(front.industries), ...extraIndustries])],
    tags: [...new Set(strings(front.tags).map((tag) => tag.toLowerCase()))],
    sections: body.sections,
    sources: body.sources,
  };
}

/** True when the stored item already holds exactly what the file says. */
export function sameContent(
  file: ReportFile,
  item: {
    title: string;
    summary: string;
    industries: { slug: string }[];
    tags: string[];
    sections: ReportFile['sections'];
    sources: ReportFile['sources'];
  },
): boolean {
  const sorted = (list: readonly string[]) => [...list].sort().join('\n');
  return (
    file.title === item.title &&
    file.summary === item.summary &&
    sorted(file.industries) === sorted(item.industries.map((industry) => industry.slug)) &&
    sorted(file.tags) === sorted(item.tags) &&
    JSON.stringify(file.sections) === JSON.stringify(item.sections) &&
    JSON.stringify(file.sources) === JSON.stringify(item.sources)
  );
}
