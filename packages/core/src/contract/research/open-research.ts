import { PUBLIC, pending } from '../define';

const base = '/v2/api/open';

/** Public industries and market research (v2 open group). */
export const openResearch = {
  allIndustriesSection: pending(
    'research',
    `${base}/all-industries-section`,
    PUBLIC,
    'Public industries sections',
  ),
  marketResearch: pending('research', `${base}/market-research`, PUBLIC, 'One public market research report'),
  marketResearchAll: pending('research', `${base}/market-research/all`, PUBLIC, 'All public market research'),
};
