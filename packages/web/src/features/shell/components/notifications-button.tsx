import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { NotificationText } from '../../../components/notifications/notification-text';
import { IconMenu } from '../../../components/ui/icon-menu';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { paths } from '../../../config/paths';
import {
  useLatestNotifications,
  useMarkNotificationsRead,
  useUnreadNotifications,
} from '../../../hooks/use-notifications';
import { areaOfPath, notificationHref } from '../../../lib/notification-href';

const itemClasses =
  'block rounded-lg px-2 py-2 outline-none data-[highlighted]:bg-surface-muted focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * The header's bell (spec §1): the unread count on the button and in its name, and a panel with the
 * newest notifications (each opens its object and is marked read), "Mark all as read" and a link to
 * every notification. Arrow keys move through the panel; Escape closes it.
 */
export function NotificationsButton() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const area = areaOfPath(useLocation().pathname);
  const unread = useUnreadNotifications().data ?? 0;
  const latest = useLatestNotifications(open);
  const markRead = useMarkNotificationsRead();
  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');
  const items = latest.data ?? [];
  return (
    <IconMenu
      label={label}
      data-testid="notifications-button"
      onOpenChange={setOpen}
      icon={
        <span className="relative inline-flex">
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notifications-count"
              className="absolute -top-1.5 -right-2 min-w-4 rounded-full bg-danger-solid px-1 text-center text-[10px] leading-4 font-semibold text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </span>
      }
      panelClassName="w-[min(22rem,calc(100vw-1rem))] p-2"
    >
      <div className="flex items-center justify-between gap-2 px-2 pt-1 pb-2">
        <DropdownMenu.Label className="text-sm font-semibold text-ink">{t('bell.label')}</DropdownMenu.Label>
        {unread > 0 ? (
          <DropdownMenu.Item
            className="rounded-md px-2 py-1 text-xs font-medium text-brand-700 outline-none data-[highlighted]:bg-surface-muted dark:text-brand-200"
            onSelect={(event) => {
              event.preventDefault();
              markRead.mutate({ all: true });
            }}
          >
            {t('bell.markAllRead')}
          </DropdownMenu.Item>
        ) : null}
      </div>
      {latest.isPending && open ? (
        <SectionSpinner />
      ) : latest.isError ? (
        <p className="px-2 py-4 text-sm text-danger">{t('bell.loadFailed')}</p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center py-4 text-center">
          <BellOff aria-hidden="true" className="size-8 text-line-strong" />
          <p className="mt-2 text-sm text-ink-subtle">{t('bell.empty')}</p>
        </div>
      ) : (
        <div className="max-h-96 overflow-y-auto">
          {items.map((notification) => {
            const href = notificationHref(notification.link, area);
            const markThis = () => {
              if (notification.read_at === null) markRead.mutate({ ids: [notification.id] });
            };
            return href ? (
              <DropdownMenu.Item key={notification.id} asChild onSelect={markThis}>
                <Link to={href} className={itemClasses} data-testid="notification-item">
                  <NotificationText notification={notification} />
                </Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                key={notification.id}
                className={itemClasses}
                data-testid="notification-item"
                onSelect={markThis}
              >
                <NotificationText notification={notification} />
              </DropdownMenu.Item>
            );
          })}
        </div>
      )}
      <DropdownMenu.Separator className="my-1 h-px bg-line" />
      <DropdownMenu.Item asChild>
        <Link
          to={paths.notifications(area)}
          className={`${itemClasses} text-center text-sm font-medium text-brand-700 dark:text-brand-200`}
        >
          {t('bell.viewAll')}
        </Link>
      </DropdownMenu.Item>
    </IconMenu>
  );
}
