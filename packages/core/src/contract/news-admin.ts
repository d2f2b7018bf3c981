import { z } from 'zod';
import { ROLE } from '../roles/roles';
import { EmptyBody, endpoint, roles } from './define';
import { OkResponse } from './schemas/fields';
import {
  NewsArticleCreateBody,
  NewsSourceAddBody,
  NewsSourceSchema,
  NewsSourceUpdateBody,
  NewsSyncBody,
  NewsSyncSummarySchema,
} from './schemas/news';
import { TrackedAddBody, TrackedTargetSchema } from './schemas/repositories';

const admin = roles(ROLE.admin);
const b = '/v2/api/admin';
const IdBody = z.strictObject({ id: z.string().min(1).max(64) });

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

/** Admin list of what a repositories refresh follows (contract extras, see docs/news.md). */
export const adminGithub = {
  trackedList: endpoint({
    path: `${b}/github/tracked/list`,
    access: admin,
    feature: 'repositories',
    summary: 'Organisations, users and repositories the lab follows',
    body: EmptyBody,
    response: z.object({ items: z.array(TrackedTargetSchema) }),
  }),
  trackedAdd: endpoint({
    path: `${b}/github/tracked/add`,
    access: admin,
    feature: 'repositories',
    summary: 'Follow an organisation, a user or one repository',
    body: TrackedAddBody,
    response: TrackedTargetSchema,
  }),
  trackedRemove: endpoint({
    path: `${b}/github/tracked/remove`,
    access: admin,
    feature: 'repositories',
    summary: 'Stop following a target (its repositories are kept until the next refresh)',
    body: IdBody,
    response: OkResponse,
  }),
};
