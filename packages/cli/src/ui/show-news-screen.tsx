import type { NewsArticle } from '@ailab/core/contract/news/news.schemas';
import type { Env, IOStreams } from '../io/io-streams';
import { linkOpener, openLink } from '../services/open-link';
import { NewsScreen, type NewsScreenProps } from './news-screen';
import { renderUntil } from './render-until';

/**
 * Shows "AI Agent News" on stderr until the user leaves; resolves with the
 * article chosen off a desktop (its link is printed), or null.
 */
export function showNewsScreen(
  io: IOStreams,
  env: Env,
  props: Pick<NewsScreenProps, 't' | 'search'>,
): Promise<NewsArticle | null> {
  const opener = linkOpener(env, process.platform);
  return renderUntil<NewsArticle | null>(io, (done) => (
    <NewsScreen {...props} openLink={opener ? (url) => openLink(url, opener) : undefined} onExit={done} />
  ));
}
