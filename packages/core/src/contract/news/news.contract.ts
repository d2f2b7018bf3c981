import { adminNews } from './admin-news';
import { ailabNews } from './ailab-news';

/** The news domain's contract groups. AI agent news: search for researchers, feed sources and sync for administrators. */
export const newsContract = {
  ailabNews,
  adminNews,
};
