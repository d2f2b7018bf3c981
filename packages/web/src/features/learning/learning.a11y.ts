import { type DomainA11y, followFirst, STAFF, STUDENT } from '../../../e2e/support/a11y-check';
import { PHONE } from '../../../e2e/support/harness';

const SAME_AS_PUBLIC = { skip: 'the course list and course page checked on /education/all' };

/** How the accessibility suite checks the learning pages (e2e/accessibility.e2e.ts). */
export const learningA11y: DomainA11y = {
  'public:education/all': [{ name: 'education-all' }, { name: 'education-all-phone', viewport: PHONE }],
  'public:education/all/:courseId': [
    { name: 'course-page', path: '/education/all', open: followFirst('a[href^="/education/all/"]') },
  ],
  'public:education/certificate': [{ name: 'certificate-check' }],
  // The public quiz leaderboard the education home advertises (issue 25, item 2).
  'public:education/leaders': [
    {
      name: 'quiz-leaders',
      ready: async (page) => {
        await page.getByRole('heading', { level: 1, name: 'Quiz leaderboard' }).waitFor();
        await page
          .getByRole('table', { name: 'Quiz leaderboard' })
          .or(page.getByRole('status'))
          .first()
          .waitFor();
      },
    },
  ],
  'area:my-education/mylearning': [{ name: 'my-learning', account: STUDENT }],
  'area:education-administration/course/:courseId': [
    {
      name: 'admin-course',
      path: '/admin/education-administration',
      account: STAFF,
      open: followFirst('a[href^="/admin/education-administration/course/"]'),
    },
  ],
  'area:my-education': SAME_AS_PUBLIC,
  'area:my-education/all': SAME_AS_PUBLIC,
  'area:my-education/all/:courseId': SAME_AS_PUBLIC,
  'area:my-education/mylearning/:courseId': SAME_AS_PUBLIC,
  // Reached only by completing a course, which no demo account has: learning-integrity.e2e.ts completes one and
  // runs axe on both pages in light and dark mode.
  'area:my-education/mylearning/complete-study': { skip: 'checked in learning-integrity.e2e.ts' },
  'area:my-education/mylearning/review-study': { skip: 'checked in learning-integrity.e2e.ts' },
};
