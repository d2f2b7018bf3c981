/** The settings feature's query keys, built here so no key is repeated as a literal. */
export const settingsKeys = {
  all: () => ['settings'] as const,
};
