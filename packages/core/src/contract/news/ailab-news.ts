import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import { NewsSearchBody, NewsSearchResponse } from './news.schemas';

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
};
