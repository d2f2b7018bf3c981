import { SourceSchema } from '@ailab/core/contract/research/industries.schemas';
import { ResearchSectionSchema } from '@ailab/core/contract/research/research.schemas';
import { reportMarkdown } from '@ailab/core/research/report-markdown';
import { z } from 'zod';

/** What one revision holds: the whole editable content of a research item. */
export const RevisionContentSchema = z.object({
  title: z.string(),
  summary: z.string(),
  sections: z.array(ResearchSectionSchema),
  industries: z.array(z.string()),
  tags: z.array(z.string()),
  sources: z.array(SourceSchema),
});
export type RevisionContent = z.infer<typeof RevisionContentSchema>;

export function parseContent(json: string): RevisionContent {
  return RevisionContentSchema.parse(JSON.parse(json));
}

/** The revision as one Markdown document: what diffs compare and exports write. */
export function contentMarkdown(content: RevisionContent): string {
  return reportMarkdown(content);
}

/** The searchable text of the sections (titles and bodies). */
export function searchableBody(content: RevisionContent): string {
  return content.sections.map((section) => `${section.title}\n${section.body}`).join('\n\n');
}
