/** The learning feature's query keys, built here so no key is repeated as a literal. */
export const learningKeys = {
  all: () => ['learning'] as const,
  catalogue: (params: Record<string, unknown>) => ['learning', 'catalogue', params] as const,
  publicCourse: (courseId: string) => ['learning', 'public-course', courseId] as const,
  myCourses: () => ['learning', 'my-courses'] as const,
  outline: (courseId: string) => ['learning', 'outline', courseId] as const,
  unit: (unitId: string) => ['learning', 'unit', unitId] as const,
  quiz: (quizId: string) => ['learning', 'quiz', quizId] as const,
  quizResult: (quizId: string) => ['learning', 'quiz-result', quizId] as const,
  review: (courseId: string) => ['learning', 'review', courseId] as const,
  certificate: (code: string) => ['learning', 'certificate', code] as const,
  leaders: (quizId: string | null) => ['learning', 'leaders', quizId] as const,
  admin: {
    all: () => ['learning', 'admin'] as const,
    courses: (params: Record<string, unknown>) => ['learning', 'admin', 'courses', params] as const,
    outline: (courseId: string) => ['learning', 'admin', 'outline', courseId] as const,
    unit: (unitId: string) => ['learning', 'admin', 'unit', unitId] as const,
    quiz: (unitId: string) => ['learning', 'admin', 'quiz', unitId] as const,
  },
};
