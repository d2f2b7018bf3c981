import { homeTasks } from './home-tasks';
import { notifications } from './my-notifications';

/** The notifications domain's contract groups: the caller's in-app notifications and home tasks. */
export const notificationsContract = {
  notifications,
  homeTasks,
};
