/** Every query key of the app, built here so no key is repeated as a literal. */
export const queryKeys = {
  appConfig: () => ['app-config'] as const,
  user: {
    all: () => ['user'] as const,
    personalInfo: () => ['user', 'personal-info'] as const,
    headshot: () => ['user', 'headshot'] as const,
    tokens: () => ['user', 'tokens'] as const,
  },
};
