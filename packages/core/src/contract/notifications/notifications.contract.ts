import { notifications } from './my-notifications';

/** The notifications domain's contract groups: the caller's in-app notifications. */
export const notificationsContract = {
  notifications,
};
