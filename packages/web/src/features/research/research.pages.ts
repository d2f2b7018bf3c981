import type { DomainPage } from '../../lib/domain-pages';
import type { researchScreens } from './research.screens';

/** The research domain's pages: where each is (below /ailab and /admin, or public) and the screen it shows. */
export const researchPages: readonly DomainPage<keyof typeof researchScreens>[] = [
  { where: 'area', path: 'startups/research', screen: 'startupResearch' },
  { where: 'area', path: 'startups/industries', screen: 'industryReport' },
  { where: 'area', path: 'founders/your-industries', screen: 'yourIndustries' },
  { where: 'area', path: 'industries/all-industries', screen: 'industryReport' },
  { where: 'area', path: 'industries/your-research', screen: 'researchPublish' },
  { where: 'public', path: 'ai-maturity-report', screen: 'aiMaturityReport' },
  { where: 'public', path: 'industries', screen: 'industriesHome' },
  { where: 'public', path: 'industry-reports', screen: 'reportCollections' },
  { where: 'public', path: 'industry-reports/report', screen: 'researchView' },
];
