import { z } from 'zod';
import { ROLE } from '../../roles/roles';
import { EmptyBody, endpoint, roles } from '../define';
import { IdBody, OkResponse } from '../schemas/fields';
import {
  NewsArticleCreateBody,
  NewsSourceAddBody,
  NewsSourceSchema,
  NewsSourceUpdateBody,
  NewsSyncBody,
  NewsSyncSummarySchema,
} from './news.schemas';

const admin = roles(ROLE.admin);
const b = '/v2/api/admin';

/** Admin news sources and sync (contract extras, see docs/news.md). */
export const adminNews = {
  sourcesList: endpoint({
    path: `${b}/news/sources/list`,
    access: admin,
    feature: 'news',
    summary: 'Feed sources with their health',
    body: EmptyBody,
    response: z.object({ items: z.array(NewsSourceSchema) }),
  }),
  sourcesAdd: endpoint({
    path: `${b}/news/sources/add`,
    access: admin,
    feature: 'news',
    summary: 'Add an RSS, Atom or JSON Feed source',
    body: NewsSourceAddBody,
    response: NewsSourceSchema,
  }),
  sourcesUpdate: endpoint({
    path: `${b}/news/sources/update`,
    access: admin,
    feature: 'news',
    summary: 'Rename, retag, enable or disable a source',
    body: NewsSourceUpdateBody,
    response: NewsSourceSchema,
  }),
  sourcesRemove: endpoint({
    path: `${b}/news/sources/remove`,
    access: admin,
    feature: 'news',
    summary: 'Remove a source and its articles',
    body: IdBody,
    response: OkResponse,
  }),
  sync: endpoint({
    path: `${b}/news/sync`,
    access: { kind: 'roles', roles: [ROLE.admin], apiTokenScope: 'news:sync' },
    feature: 'news',
    summary: 'Fetch every due source now; one sync at a time (409 while one runs)',
    body: NewsSyncBody,
    response: NewsSyncSummarySchema,
  }),
  articleCreate: endpoint({
    path: `${b}/news/article/create`,
    access: admin,
    feature: 'news',
    summary: 'Post an article by hand',
    body: NewsArticleCreateBody,
    response: z.object({ id: z.string() }),
  }),
};
