import { type AdminEvent, EVENT_STATES } from '@ailab/core/contract/events/events.schemas';
import { contract } from '@ailab/core/contract/index';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table-types';
import { FormError } from '../../../../components/form-error';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useServices } from '../../../../hooks/use-services';
import { endpointFetcher, usePagedList } from '../../../../lib/list-query';
import { queryKeys } from '../../../../lib/query-keys';
import { useDeleteEvent } from '../../api/delete-event';
import { formatRange } from '../event-when';
import { EventEditor } from './event-editor';
import { RegistrationsPanel } from './registrations-panel';

type Panel =
  | { kind: 'new' }
  | { kind: 'edit'; event: AdminEvent }
  | { kind: 'registrations'; event: AdminEvent }
  | null;

const select =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/** /admin/admin-events: every event with counts, the editor, and each event's registrations. */
export function AdminEventsScreen({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation(['events', 'menu']);
  useDocumentTitle(t('menu:eventsManagement'));
  const { api } = useServices();
  const [state, setState] = useState('');
  const [sort, setSort] = useState('-starts_at');
  const [panel, setPanel] = useState<Panel>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const remove = useDeleteEvent();
  const list = usePagedList({
    queryKey: queryKeys.events.admin({}),
    fetchPage: endpointFetcher(api, contract.adminEvents.listing),
    filters: { sort: sort as 'starts_at', ...(state ? { state: state as AdminEvent['state'] } : {}) },
  });

  const columns: DataTableColumn<AdminEvent>[] = [
    {
      id: 'title',
      header: t('events:web.admin.columns.title'),
      sortKey: 'title',
      cell: (row) => <span className="font-medium text-slate-900 dark:text-white">{row.title}</span>,
    },
    {
      id: 'state',
      header: t('events:web.admin.columns.state'),
      cell: (row) => t(`events:web.admin.states.${row.state}`),
    },
    {
      id: 'starts',
      header: t('events:web.admin.columns.starts'),
      sortKey: 'starts_at',
      cell: (row) => formatRange(row.starts_at, row.ends_at, i18n.language, timeZone),
    },
    {
      id: 'seats',
      header: t('events:web.admin.columns.seats'),
      cell: (row) => `${row.counts.confirmed}/${row.capacity}`,
      className: 'tabular-nums',
    },
    {
      id: 'waitlist',
      header: t('events:web.admin.columns.waitlist'),
      cell: (row) => row.counts.waitlisted,
      className: 'tabular-nums',
    },
    {
      id: 'actions',
      header: t('events:web.admin.columns.actions'),
      cell: (row) => (
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            className="px-2 py-1"
            onClick={() => setPanel({ kind: 'registrations', event: row })}
          >
            {t('events:web.admin.registrations')}
          </Button>
          {row.state !== 'cancelled' ? (
            <Button
              variant="ghost"
              className="px-2 py-1"
              onClick={() => setPanel({ kind: 'edit', event: row })}
            >
              {t('events:web.admin.edit')}
            </Button>
          ) : null}
          {row.state === 'cancelled' ? null : confirming === row.id ? (
            <Button
              variant="danger"
              className="px-2 py-1"
              loading={remove.isPending}
              onClick={() => remove.mutate(row.id, { onSettled: () => setConfirming(null) })}
            >
              {row.state === 'draft' || row.counts.confirmed + row.counts.waitlisted === 0
                ? t('events:web.admin.confirmDelete')
                : t('events:web.admin.confirmCancel')}
            </Button>
          ) : (
            <Button variant="danger-ghost" className="px-2 py-1" onClick={() => setConfirming(row.id)}>
              {row.state === 'draft' || row.counts.confirmed + row.counts.waitlisted === 0
                ? t('events:web.admin.delete')
                : t('events:web.admin.cancelEvent')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('menu:eventsManagement')}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor="event-state-filter">
            {t('events:web.admin.columns.state')}
          </label>
          <select
            id="event-state-filter"
            value={state}
            onChange={(e) => setState(e.target.value)}
            className={select}
          >
            <option value="">{t('events:web.admin.allStates')}</option>
            {EVENT_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`events:web.admin.states.${value}`)}
              </option>
            ))}
          </select>
          <Button onClick={() => setPanel({ kind: 'new' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('events:web.admin.newEvent')}
          </Button>
        </div>
      </div>
      <FormError error={remove.error} />
      {remove.data ? (
        <Alert tone="success">
          {remove.data.outcome === 'deleted'
            ? t('events:web.admin.deleted')
            : t('events:web.admin.cancelled', { count: remove.data.notified })}
        </Alert>
      ) : null}
      <DataTable
        label={t('menu:eventsManagement')}
        columns={columns}
        rows={list.items}
        getRowId={(row) => row.id}
        status={list.query.status}
        error={list.query.error}
        onRetry={() => void list.query.refetch()}
        sort={sort}
        onSortChange={setSort}
        pagination={list.pagination}
      />
      {panel?.kind === 'new' || panel?.kind === 'edit' ? (
        <Card title={panel.kind === 'new' ? t('events:web.admin.newTitle') : t('events:web.admin.editTitle')}>
          <EventEditor
            key={panel.kind === 'edit' ? panel.event.id : 'new'}
            event={panel.kind === 'edit' ? panel.event : null}
            timeZone={timeZone}
            onSaved={(saved) => setPanel({ kind: 'registrations', event: saved })}
            onCancel={() => setPanel(null)}
          />
        </Card>
      ) : null}
      {panel?.kind === 'registrations' ? (
        <Card>
          <RegistrationsPanel event={panel.event} />
        </Card>
      ) : null}
    </div>
  );
}
