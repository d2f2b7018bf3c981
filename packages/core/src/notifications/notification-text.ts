import type { Notification } from '../contract/notifications/notifications.schemas';
import type { Translate } from '../errors/field-issues';
import { roleName } from '../roles/roles';

/** Role numbers stored as `"3,8"` in a notification's params, as translated role names. */
function roleNames(value: string | number | undefined, t: Translate): string {
  return String(value ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => t(`auth:roles.${roleName(Number(part)) ?? 'member'}`))
    .join(', ');
}

/**
 * The text of a notification in the reader's language, built at render time from its kind and params
 * (`notifications:kinds.<kind>`). The web bell, the notifications page and `ailab notifications` share it.
 */
export function notificationText(notification: Pick<Notification, 'kind' | 'params'>, t: Translate): string {
  const params = notification.params;
  if (
    notification.kind === 'roles.granted' ||
    notification.kind === 'access.approved' ||
    notification.kind === 'access.declined'
  )
    return t(`notifications:kinds.${notification.kind}`, { roles: roleNames(params.roles, t) });
  // What the invitation is to (`supervisor` of an institute, a startup's `team`) picks the sentence.
  if (notification.kind === 'invitation.received')
    return t('notifications:kinds.invitation.received', { ...params, context: String(params.to ?? '') });
  return t(`notifications:kinds.${notification.kind}`, params);
}
