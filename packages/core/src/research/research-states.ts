/**
 * A research item's life. `approved` waits for `save-public`, which publishes now or schedules;
 * `changes_requested` goes back to the author; `archived` hides it (restore makes it a draft).
 * Free of zod so the CLI can name the states without loading the contract.
 */
export const RESEARCH_STATES = [
  'draft',
  'in_review',
  'changes_requested',
  'approved',
  'scheduled',
  'published',
  'archived',
] as const;
export type ResearchState = (typeof RESEARCH_STATES)[number];

/** Lower-case words joined by dashes (accents dropped), at most `max` characters: slugs and section keys. */
export function slugFromText(text: string, max: number): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
