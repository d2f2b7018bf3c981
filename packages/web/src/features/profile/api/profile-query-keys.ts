/** The profile feature's query keys, built here so no key is repeated as a literal. */
export const profileKeys = {
  user: {
    all: () => ['user'] as const,
    personalInfo: () => ['user', 'personal-info'] as const,
    headshot: () => ['user', 'headshot'] as const,
    tokens: () => ['user', 'tokens'] as const,
  },
};
