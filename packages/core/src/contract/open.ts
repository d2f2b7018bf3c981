import { openApplications } from './applications/open-applications';
import { openEvents } from './events/open-events';
import { openEducation } from './learning/learning-open';
import { openPlatform } from './platform/open-platform';
import { openMaturity } from './research/open-maturity';
import { openResearch } from './research/open-research';
import { openStartups } from './startups/open-startups';

/**
 * The open group (v2): public reads and forms that need no sign-in. It is the one group that several
 * domains share, so each domain declares its part in its own folder and this file joins them.
 */
export const openContract = {
  open: {
    ...openResearch,
    ...openEducation,
    ...openPlatform,
    ...openEvents,
    ...openApplications,
    ...openMaturity,
    ...openStartups,
  },
};
