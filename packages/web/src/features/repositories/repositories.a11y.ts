import { type DomainA11y, MEMBER } from '../../../e2e/support/a11y-check';

/** How the accessibility suite checks the repositories pages (e2e/accessibility.e2e.ts). */
export const repositoriesA11y: DomainA11y = {
  'area:repositories': [{ name: 'ailab-repositories', account: MEMBER }],
};
