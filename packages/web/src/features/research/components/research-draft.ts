import type { ResearchItem, ResearchSection } from '@ailab/core/contract/research/research.schemas';

/** What the editor holds of an item: the editable content. */
export interface ResearchDraft {
  title: string;
  summary: string;
  sections: ResearchSection[];
  industries: string[];
  tags: string;
  sources: string;
}

export function draftOf(item: ResearchItem): ResearchDraft {
  return {
    title: item.title,
    summary: item.summary,
    sections: item.sections,
    industries: item.industries.map((industry) => industry.slug),
    tags: item.tags.join(', '),
    sources: item.sources.map((source) => `${source.title} ${source.url}`).join('\n'),
  };
}

/** The sources field: one per line, the title then its link. */
export function parseSources(text: string): { title: string; url: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const at = line.lastIndexOf(' ');
      return at > 0
        ? { title: line.slice(0, at).trim(), url: line.slice(at + 1) }
        : { title: line, url: line };
    });
}

export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter((tag) => tag.length > 0),
    ),
  ];
}
