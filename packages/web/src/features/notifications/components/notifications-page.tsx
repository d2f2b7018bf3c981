import type { Notification } from '@ailab/core/contract/notifications/notifications.schemas';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { NotificationText } from '../../../components/notifications/notification-text';
import { EmptyState } from '../../../components/states/empty-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { SelectField } from '../../../components/ui/select-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useMarkNotificationsRead, useUnreadNotifications } from '../../../hooks/use-notifications';
import { useListSearchParams } from '../../../lib/list-query';
import { areaOfPath, notificationHref } from '../../../lib/notification-href';
import { useNotificationList } from '../api/notifications';

const LIST_PARAMS = { show: 'string' } as const;
type Show = 'all' | 'unread';

/**
 * `/ailab/notifications` (and `/admin/notifications`): every notification of the signed-in person,
 * newest first, all or unread only (kept in the URL), each opening its object, marked read one by one
 * or all at once. Cards on a phone (the kit's DataTable).
 */
export function Component() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('page.title'));
  const area = areaOfPath(useLocation().pathname);
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const show: Show = params.show === 'unread' ? 'unread' : 'all';
  const list = useNotificationList(show === 'unread');
  const unread = useUnreadNotifications().data ?? 0;
  const markRead = useMarkNotificationsRead();

  const columns: DataTableColumn<Notification>[] = [
    {
      id: 'text',
      header: t('page.columns.text'),
      cell: (notification) => <NotificationText notification={notification} />,
    },
    {
      id: 'actions',
      actions: true,
      header: t('page.columns.actions'),
      className: 'text-right',
      cell: (notification) => {
        const href = notificationHref(notification.link, area);
        const markThis = () => {
          if (notification.read_at === null) markRead.mutate({ ids: [notification.id] });
        };
        return (
          <span className="flex flex-wrap justify-end gap-2">
            {href ? (
              <Link to={href} onClick={markThis} className={buttonClasses('secondary', 'whitespace-nowrap')}>
                {t('page.open')}
              </Link>
            ) : null}
            {notification.read_at === null ? (
              <Button variant="ghost" className="whitespace-nowrap" onClick={markThis}>
                {t('page.markRead')}
              </Button>
            ) : null}
          </span>
        );
      },
    },
  ];

  return (
    <ScreenContainer className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          unread > 0 ? (
            <Button
              variant="secondary"
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              {t('page.markAllRead')}
            </Button>
          ) : null
        }
      />
      <div className="max-w-xs">
        <SelectField
          label={t('page.filterLabel')}
          value={show}
          onValueChange={(value) => setParams({ show: value === 'all' ? '' : value })}
          options={[
            { value: 'all', label: t('page.all') },
            { value: 'unread', label: t('page.unread') },
          ]}
        />
      </div>
      <DataTable
        label={t('page.title')}
        columns={columns}
        getRowId={(notification) => notification.id}
        {...listTableProps(list)}
        empty={
          <EmptyState
            icon={<Bell aria-hidden="true" className="size-6" />}
            title={show === 'unread' ? t('page.emptyUnread') : t('page.empty')}
          />
        }
      />
    </ScreenContainer>
  );
}
