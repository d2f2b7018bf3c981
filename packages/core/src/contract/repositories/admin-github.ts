import { z } from 'zod';
import { ROLE } from '../../roles/roles';
import { EmptyBody, endpoint, roles } from '../define';
import { IdBody, OkResponse } from '../schemas/fields';
import {
  RepositoryDropBody,
  RepositoryDropResultSchema,
  TrackedAddBody,
  TrackedTargetSchema,
} from './repositories.schemas';

const admin = roles(ROLE.admin);
const b = '/v2/api/admin';

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
  repositoryDrop: endpoint({
    path: `${b}/github/repositories/drop`,
    access: admin,
    feature: 'repositories',
    summary: 'Delete one repository from the catalogue (refused while a followed target covers it)',
    body: RepositoryDropBody,
    response: RepositoryDropResultSchema,
  }),
};
