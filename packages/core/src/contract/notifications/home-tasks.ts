import { EmptyBody, endpoint, MEMBER } from '../define';
import { HomeTasksResponse } from './home-tasks.schemas';

/** The home's tasks card: the caller's own pending work. Contract extra: see docs/notifications.md. */
export const homeTasks = {
  get: endpoint({
    path: '/v2/api/home/tasks',
    access: MEMBER,
    summary: "The caller's pending tasks: reviews assigned, invitations, stalled learners of their teams",
    feature: 'notifications',
    body: EmptyBody,
    response: HomeTasksResponse,
  }),
};
