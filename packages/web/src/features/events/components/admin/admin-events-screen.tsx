import { type AdminEvent, EVENT_STATES } from '@ailab/core/contract/events/events.schemas';
import { contract } from '@ailab/core/contract/index';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table-types';
import { listTableProps } from '../../../../components/data-table/list-table-props';
import { FormError } from '../../../../components/form-error';
import { Alert } from '../../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../../components/ui/page-header';
import { RevealedPanel } from '../../../../components/ui/revealed-panel';
import { ScreenContainer } from '../../../../components/ui/screen-container';
import { SelectField } from '../../../../components/ui/select-field';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { useServices } from '../../../../hooks/use-services';
import { endpointFetcher, useListSearchParams, usePagedList } from '../../../../lib/list-query';
import { useDeleteEvent } from '../../api/delete-event';
import { eventsKeys } from '../../api/events-query-keys';
import { formatRange } from '../event-when';
import { EventEditor } from './event-editor';
import { removalOf } from './event-removal';
import { RegistrationsPanel } from './registrations-panel';

type Panel =
  | { kind: 'new' }
  | { kind: 'edit'; event: AdminEvent }
  | { kind: 'registrations'; event: AdminEvent }
  | null;

const STATE_TONES: Record<AdminEvent['state'], BadgeTone> = {
  draft: 'neutral',
  published: 'success',
  cancelled: 'danger',
};

/** The table's state filter and sort, kept in the URL. */
const LIST_PARAMS = { state: 'string', sort: 'string' } as const;

/** /admin/admin-events: every event with counts, the editor, and each event's registrations. */
export function AdminEventsScreen({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation(['events', 'menu', 'kit']);
  useDocumentTitle(t('menu:eventsManagement'));
  const { api } = useServices();
  const [params, setParams] = useListSearchParams(LIST_PARAMS);
  const state = EVENT_STATES.find((value) => value === params.state) ?? '';
  const sort = params.sort ?? '-starts_at';
  const [panel, setPanel] = useState<Panel>(null);
  const { ask, dialog } = useConfirm();
  const remove = useDeleteEvent();
  const list = usePagedList({
    queryKey: eventsKeys.admin({}),
    fetchPage: endpointFetcher(api, contract.adminEvents.listing),
    filters: { sort: sort as 'starts_at', ...(state ? { state } : {}) },
  });

  const columns: DataTableColumn<AdminEvent>[] = [
    {
      id: 'title',
      header: t('events:web.admin.columns.title'),
      sortKey: 'title',
      cell: (row) => <span className="font-medium text-ink">{row.title}</span>,
    },
    {
      id: 'state',
      header: t('events:web.admin.columns.state'),
      cell: (row) => <Badge tone={STATE_TONES[row.state]}>{t(`events:web.admin.states.${row.state}`)}</Badge>,
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
      actions: true,
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
          {removalOf(row, new Date()) === null ? null : (
            <Button
              variant="danger-ghost"
              className="px-2 py-1"
              loading={remove.isPending && remove.variables === row.id}
              onClick={async () => {
                const deletes = removalOf(row, new Date()) === 'delete';
                const confirmed = await ask({
                  title: row.title,
                  confirmLabel: deletes
                    ? t('events:web.admin.confirmDelete')
                    : t('events:web.admin.confirmCancel'),
                  cancelLabel: t('kit:confirm.back'),
                  tone: 'danger',
                });
                if (confirmed) remove.mutate(row.id);
              }}
            >
              {removalOf(row, new Date()) === 'delete'
                ? t('events:web.admin.delete')
                : t('events:web.admin.cancelEvent')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <ScreenContainer className="space-y-6">
      <PageHeader
        title={t('menu:eventsManagement')}
        actions={
          <>
            <SelectField
              label={t('events:web.admin.columns.state')}
              hideLabel
              value={state}
              onValueChange={(value) => setParams({ state: value })}
              options={[
                { value: '', label: t('events:web.admin.allStates') },
                ...EVENT_STATES.map((value) => ({ value, label: t(`events:web.admin.states.${value}`) })),
              ]}
            />
            <Button onClick={() => setPanel({ kind: 'new' })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('events:web.admin.newEvent')}
            </Button>
          </>
        }
      />
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
        getRowId={(row) => row.id}
        {...listTableProps(list)}
        sort={sort}
        onSortChange={(next) => setParams({ sort: next })}
      />
      {panel?.kind === 'new' || panel?.kind === 'edit' ? (
        <RevealedPanel
          key={panel.kind === 'edit' ? `edit-${panel.event.id}` : 'new'}
          label={panel.kind === 'new' ? t('events:web.admin.newTitle') : t('events:web.admin.editTitle')}
          data-testid="event-editor"
        >
          <Card
            title={panel.kind === 'new' ? t('events:web.admin.newTitle') : t('events:web.admin.editTitle')}
          >
            <EventEditor
              event={panel.kind === 'edit' ? panel.event : null}
              timeZone={timeZone}
              onSaved={(saved) => setPanel({ kind: 'registrations', event: saved })}
              onCancel={() => setPanel(null)}
            />
          </Card>
        </RevealedPanel>
      ) : null}
      {panel?.kind === 'registrations' ? (
        <RevealedPanel
          key={`registrations-${panel.event.id}`}
          label={t('events:web.admin.registrationsOf', { title: panel.event.title })}
          data-testid="registrations-panel"
        >
          <Card>
            <RegistrationsPanel event={panel.event} />
          </Card>
        </RevealedPanel>
      ) : null}
      {dialog}
    </ScreenContainer>
  );
}
