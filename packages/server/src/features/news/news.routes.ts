import type { Endpoint } from '@ailab/core/contract/define';
import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { type EndpointHandler, type RegisteredPaths, registerEndpoint } from '../../http/register-endpoint';
import { postArticle } from './manual-article.service';
import { newsForMe } from './news-for-me.service';
import { searchNews } from './news-search.service';
import { syncNews } from './news-sync.service';
import { addSource, changeSource, listSources, removeSource } from './sources.service';

/** News search for members; sources, sync and hand-posted articles for administrators. */
export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext, registered: RegisteredPaths): void {
  const on = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) =>
    registerEndpoint(app, ctx, registered, endpoint, handler);
  const { ailabNews, adminNews } = contract;

  on(ailabNews.search, ({ body }) => searchNews(ctx, body));
  on(ailabNews.forMe, ({ caller, body }) => newsForMe(ctx, caller, body.limit));
  on(adminNews.sourcesList, async () => ({ items: await listSources(ctx) }));
  on(adminNews.sourcesAdd, ({ body, t, caller }) => addSource(ctx, t, body, caller?.user.id ?? null));
  on(adminNews.sourcesUpdate, ({ body, caller }) => changeSource(ctx, body, caller?.user.id ?? null));
  on(adminNews.sourcesRemove, async ({ body, t, caller }) => {
    await removeSource(ctx, body.id, caller?.user.id ?? null);
    return { ok: true as const, message: t('common:operationSuccessful') };
  });
  on(adminNews.sync, ({ body, t }) => syncNews(ctx, body, t));
  on(adminNews.articleCreate, ({ body, t, caller }) => postArticle(ctx, t, body, caller?.user.id ?? null));
}
