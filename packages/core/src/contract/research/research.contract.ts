import { ailabIndustries } from './ailab-industries';
import { ailabResearch } from './ailab-research';
import { researchMarket } from './research-market';

/** The research domain's contract groups. Industries, research and market briefs (pending: issue 21; open-group part in open-research.ts). */
export const researchContract = {
  ailabIndustries,
  ailabResearch,
  researchMarket,
};
