/** Every query key of the app, built here so no key is repeated as a literal. */
export const queryKeys = {
  appConfig: () => ['app-config'] as const,
  publicStats: () => ['public-stats'] as const,
  user: {
    all: () => ['user'] as const,
    personalInfo: () => ['user', 'personal-info'] as const,
    headshot: () => ['user', 'headshot'] as const,
    tokens: () => ['user', 'tokens'] as const,
  },
  admin: {
    all: () => ['admin'] as const,
    users: () => ['admin', 'users'] as const,
    user: (id: string) => ['admin', 'users', 'detail', id] as const,
    roles: () => ['admin', 'roles'] as const,
    jobs: () => ['admin', 'jobs'] as const,
    jobDepth: () => ['admin', 'jobs', 'depth'] as const,
  },
  help: {
    toc: (language: string) => ['help', 'toc', language] as const,
    page: (slug: string, language: string) => ['help', 'page', slug, language] as const,
  },
  settings: () => ['settings'] as const,
  news: {
    all: () => ['news'] as const,
    search: () => ['news', 'search'] as const,
    sources: () => ['news', 'sources'] as const,
  },
  repositories: {
    all: () => ['repositories'] as const,
    list: () => ['repositories', 'list'] as const,
  },
  learning: {
    all: () => ['learning'] as const,
    catalogue: (params: Record<string, unknown>) => ['learning', 'catalogue', params] as const,
    publicCourse: (courseId: string) => ['learning', 'public-course', courseId] as const,
    myCourses: () => ['learning', 'my-courses'] as const,
    outline: (courseId: string) => ['learning', 'outline', courseId] as const,
    unit: (unitId: string) => ['learning', 'unit', unitId] as const,
    quiz: (quizId: string) => ['learning', 'quiz', quizId] as const,
    review: (courseId: string) => ['learning', 'review', courseId] as const,
    certificate: (code: string) => ['learning', 'certificate', code] as const,
    admin: {
      all: () => ['learning', 'admin'] as const,
      courses: (params: Record<string, unknown>) => ['learning', 'admin', 'courses', params] as const,
      outline: (courseId: string) => ['learning', 'admin', 'outline', courseId] as const,
      unit: (unitId: string) => ['learning', 'admin', 'unit', unitId] as const,
      quiz: (unitId: string) => ['learning', 'admin', 'quiz', unitId] as const,
    },
  },
  events: {
    all: () => ['events'] as const,
    open: (filters: object) => ['events', 'open', filters] as const,
    one: (slug: string) => ['events', 'one', slug] as const,
    mine: (filters: object) => ['events', 'mine', filters] as const,
    admin: (filters: object) => ['events', 'admin', filters] as const,
    registrations: (eventId: string) => ['events', 'registrations', eventId] as const,
  },
};
