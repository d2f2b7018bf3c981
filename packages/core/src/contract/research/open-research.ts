import { EmptyBody, endpoint, PUBLIC } from '../define';
import { AllIndustriesSectionResponse } from './industries.schemas';
import {
  PublicReportBody,
  PublicReportListBody,
  PublicReportListResponse,
  PublicReportSchema,
} from './research.schemas';

const base = '/v2/api/open';
const feature = 'research';

/** Public industries and market research (v2 open group). */
export const openResearch = {
  allIndustriesSection: endpoint({
    path: `${base}/all-industries-section`,
    access: PUBLIC,
    feature,
    summary: 'The public industries home: groups, industries and their latest reports',
    body: EmptyBody,
    response: AllIndustriesSectionResponse,
  }),
  marketResearch: endpoint({
    path: `${base}/market-research`,
    access: PUBLIC,
    feature,
    summary: 'One published report by slug (a preview for its author, reviewers and administrators)',
    body: PublicReportBody,
    response: PublicReportSchema,
  }),
  marketResearchAll: endpoint({
    path: `${base}/market-research/all`,
    access: PUBLIC,
    feature,
    summary: 'Published reports, filtered by industry and tag, with full-text search',
    body: PublicReportListBody,
    response: PublicReportListResponse,
  }),
};
