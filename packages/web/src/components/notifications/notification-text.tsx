import type { Notification } from '@ailab/core/contract/notifications/notifications.schemas';
import { notificationText } from '@ailab/core/notifications/notification-text';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../relative-time';

/**
 * A notification's sentence in the reader's language (built from its kind and params, never stored text),
 * when it happened, and an unread dot. Used by the header's bell and the notifications page.
 */
export function NotificationText({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation(['notifications', 'auth']);
  const unread = notification.read_at === null;
  return (
    <span className="flex min-w-0 items-start gap-2">
      <span
        aria-hidden="true"
        className={unread ? 'mt-1.5 size-2 shrink-0 rounded-full bg-brand-600' : 'mt-1.5 size-2 shrink-0'}
      />
      <span className="min-w-0">
        <span className={unread ? 'block text-sm font-semibold text-ink' : 'block text-sm text-ink-muted'}>
          {notificationText(notification, (key, values) => t(key, values) as string)}
          {unread ? <span className="sr-only">{` (${t('notifications:page.unreadBadge')})`}</span> : null}
        </span>
        <span className="block text-xs text-ink-subtle">
          <RelativeTime value={notification.created_at} language={i18n.language} />
        </span>
      </span>
    </span>
  );
}
