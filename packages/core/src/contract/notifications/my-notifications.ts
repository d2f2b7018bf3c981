import { EmptyBody, endpoint, MEMBER } from '../define';
import {
  MailPrefSetRequest,
  MailPrefsResponse,
  MarkReadRequest,
  MarkReadResponse,
  NotificationListRequest,
  NotificationListResponse,
  UnreadCountResponse,
} from './notifications.schemas';

const b = '/v2/api/notifications';

/** The caller's in-app notifications (the header's bell). Contract extras: see docs/notifications.md. */
export const notifications = {
  list: endpoint({
    path: `${b}/list`,
    access: MEMBER,
    summary: "The caller's notifications, newest first, optionally unread only",
    feature: 'notifications',
    body: NotificationListRequest,
    response: NotificationListResponse,
  }),
  unreadCount: endpoint({
    path: `${b}/unread_count`,
    access: MEMBER,
    summary: "How many of the caller's notifications are unread",
    feature: 'notifications',
    body: EmptyBody,
    response: UnreadCountResponse,
  }),
  markRead: endpoint({
    path: `${b}/mark_read`,
    access: MEMBER,
    summary: "Marks some or all of the caller's notifications read",
    feature: 'notifications',
    body: MarkReadRequest,
    response: MarkReadResponse,
  }),
  mailPrefs: endpoint({
    path: `${b}/prefs`,
    access: MEMBER,
    summary: 'Which notification kinds are also e-mailed to the caller',
    feature: 'notifications',
    body: EmptyBody,
    response: MailPrefsResponse,
  }),
  setMailPref: endpoint({
    path: `${b}/prefs/set`,
    access: MEMBER,
    summary: 'Turns the e-mail of one notification kind on or off for the caller',
    feature: 'notifications',
    body: MailPrefSetRequest,
    response: MailPrefsResponse,
  }),
};
