import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import { NewsForMeBody, NewsForMeResponse, NewsSearchBody, NewsSearchResponse } from './news.schemas';

const research = roles(ROLE.research);
const a = '/v2/api/ailab';

/** AI lab news (v2). */
export const ailabNews = {
  search: endpoint({
    path: `${a}/news/search`,
    access: research,
    feature: 'news',
    summary: 'Search AI agent news: words, "phrases", -exclusions, prefix*; filters; keyset pages',
    body: NewsSearchBody,
    response: NewsSearchResponse,
  }),
  forMe: endpoint({
    path: `${a}/news/for_me`,
    access: research,
    feature: 'news',
    summary:
      'The newest articles for the caller’s interests (followed industries, sign-up interests), then the newest (contract extra)',
    body: NewsForMeBody,
    response: NewsForMeResponse,
  }),
};
