import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import {
  DailyBriefSchema,
  MarketGenerateBody,
  MarketGenerateResponse,
  MarketGetBody,
  MarketSaveBody,
  MarketTodayBody,
  SavedBriefSchema,
} from './market.schemas';

const v = '/v1/api';
const readers = roles(ROLE.research, ROLE.startup, ROLE.learner, ROLE.admin);
const feature = 'research';

/** v1 research market: daily briefs per industry, saved briefs, and drafting with a language model. */
export const researchMarket = {
  get: endpoint({
    path: `${v}/research_market/get`,
    access: readers,
    feature,
    summary: 'One saved market brief of the caller',
    body: MarketGetBody,
    response: SavedBriefSchema,
  }),
  today: endpoint({
    path: `${v}/research_market/today`,
    access: readers,
    feature,
    summary: 'Today’s brief for an industry (assembled once a day)',
    body: MarketTodayBody,
    response: DailyBriefSchema,
  }),
  save: endpoint({
    path: `${v}/research_market/save`,
    access: readers,
    feature,
    summary: 'Save or bookmark a brief with notes',
    body: MarketSaveBody,
    response: SavedBriefSchema,
  }),
  generate: endpoint({
    path: `${v}/research_market/generate`,
    access: roles(ROLE.research, ROLE.startup, ROLE.admin),
    feature,
    summary: 'Draft market research with a language model (or a labelled outline without one)',
    body: MarketGenerateBody,
    response: MarketGenerateResponse,
  }),
};
