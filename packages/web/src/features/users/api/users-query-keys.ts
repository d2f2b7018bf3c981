/** The users feature's query keys, built here so no key is repeated as a literal. */
export const usersKeys = {
  access: {
    all: () => ['access'] as const,
    mine: () => ['access', 'mine'] as const,
    queue: () => ['access', 'queue'] as const,
  },
};
