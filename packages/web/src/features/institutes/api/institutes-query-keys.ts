/** The institutes feature's query keys, built here so no key is repeated as a literal. */
export const institutesKeys = {
  all: () => ['institutes'] as const,
  list: () => ['institutes', 'list'] as const,
  one: (id: string) => ['institutes', 'one', id] as const,
  roster: (id: string) => ['institutes', 'roster', id] as const,
  supervisors: (id: string) => ['institutes', 'supervisors', id] as const,
  audit: (id: string) => ['institutes', 'audit', id] as const,
  funnel: (id: string, teamId: string, courseId: string) =>
    ['institutes', 'funnel', id, teamId, courseId] as const,
  stalled: (id: string, teamId: string, days: number) => ['institutes', 'stalled', id, teamId, days] as const,
  mine: () => ['institutes', 'mine'] as const,
  team: (teamId: string) => ['institutes', 'team', teamId] as const,
  invitation: (token: string) => ['institutes', 'invitation', token] as const,
};
