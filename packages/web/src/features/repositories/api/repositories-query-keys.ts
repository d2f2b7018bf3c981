/** The repositories feature's query keys, built here so no key is repeated as a literal. */
export const repositoriesKeys = {
  all: () => ['repositories'] as const,
  list: () => ['repositories', 'list'] as const,
};
