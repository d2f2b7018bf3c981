/** The help feature's query keys, built here so no key is repeated as a literal. */
export const helpKeys = {
  toc: (language: string) => ['help', 'toc', language] as const,
  page: (slug: string, language: string) => ['help', 'page', slug, language] as const,
};
