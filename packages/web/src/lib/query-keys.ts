/** Every query key of the app, built here so no key is repeated as a literal. */
export const queryKeys = {
  appConfig: () => ['app-config'] as const,
  publicStats: () => ['public-stats'] as const,
  admin: {
    all: () => ['admin'] as const,
    users: () => ['admin', 'users'] as const,
    user: (id: string) => ['admin', 'users', 'detail', id] as const,
    roles: () => ['admin', 'roles'] as const,
    jobs: () => ['admin', 'jobs'] as const,
    jobDepth: () => ['admin', 'jobs', 'depth'] as const,
    audit: () => ['admin', 'audit'] as const,
  },
  notifications: {
    all: () => ['notifications'] as const,
    unread: () => ['notifications', 'unread'] as const,
    latest: () => ['notifications', 'latest'] as const,
    list: () => ['notifications', 'list'] as const,
    homeTasks: () => ['notifications', 'home-tasks'] as const,
    mailPrefs: () => ['notifications', 'mail-prefs'] as const,
  },
};
