/** The events feature's query keys, built here so no key is repeated as a literal. */
export const eventsKeys = {
  all: () => ['events'] as const,
  open: (filters: object) => ['events', 'open', filters] as const,
  one: (slug: string) => ['events', 'one', slug] as const,
  mine: (filters: object) => ['events', 'mine', filters] as const,
  admin: (filters: object) => ['events', 'admin', filters] as const,
  registrations: (eventId: string) => ['events', 'registrations', eventId] as const,
};
