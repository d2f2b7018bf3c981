/** The news feature's query keys, built here so no key is repeated as a literal. */
export const newsKeys = {
  all: () => ['news'] as const,
  search: () => ['news', 'search'] as const,
  sources: () => ['news', 'sources'] as const,
  latest: () => ['news', 'latest'] as const,
};
