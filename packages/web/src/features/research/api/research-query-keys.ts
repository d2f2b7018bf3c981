/** The research feature's query keys, built here so no key is repeated as a literal. */
export const researchKeys = {
  all: () => ['research'] as const,
  industries: () => ['research', 'industries'] as const,
  market: (slug: string) => ['research', 'market', slug] as const,
  followed: () => ['research', 'followed'] as const,
  today: (slug: string) => ['research', 'today', slug] as const,
  mine: (filters: object) => ['research', 'mine', filters] as const,
  item: (id: string) => ['research', 'item', id] as const,
  revisions: (id: string) => ['research', 'revisions', id] as const,
  diff: (id: string, from: number | undefined, to: number | undefined) =>
    ['research', 'diff', id, from ?? null, to ?? null] as const,
  publicHome: () => ['research', 'public', 'home'] as const,
  publicList: (filters: object) => ['research', 'public', 'list', filters] as const,
  report: (slug: string) => ['research', 'public', 'report', slug] as const,
};
