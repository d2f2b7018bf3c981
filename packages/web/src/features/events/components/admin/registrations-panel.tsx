import type { AdminEvent, Registration } from '@ailab/core/contract/events/events.schemas';
import { registrationsToCsv } from '@ailab/core/events/registrations-csv';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table-types';
import { FormError } from '../../../../components/form-error';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../../lib/format';
import { useChangeAttendee, useRegisteredUsers, useToggleCheckIn } from '../../api/registered-users';
import { AddAttendeeForm } from './add-attendee-form';
import { RegistrationsChart } from './registrations-chart';

function download(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Attendees then the waitlist in order, with check-in toggles, CSV export and registrations over time; the
 * organiser registers someone by email, promotes someone from the waitlist, or unregisters them (confirmed first).
 */
export function RegistrationsPanel({ event: listed }: { event: AdminEvent }) {
  const { t, i18n } = useTranslation('events');
  const query = useRegisteredUsers(listed.id);
  const toggle = useToggleCheckIn(listed.id);
  const change = useChangeAttendee(listed.id);
  const { ask, dialog } = useConfirm();
  const unregister = async (row: Registration) => {
    const confirmed = await ask({
      title: t('web.admin.attendee.unregisterTitle', { name: row.name }),
      description: t('web.admin.attendee.unregisterDescription'),
      confirmLabel: t('web.admin.attendee.unregister'),
      tone: 'danger',
    });
    if (confirmed) change.mutate({ action: 'unregister', email: row.email });
  };
  const busy = (row: Registration) => change.isPending && change.variables?.email === row.email;
  const live = (event: { state: string; ends_at: string }) =>
    event.state === 'published' && new Date(event.ends_at).getTime() > Date.now();
  // The answer carries the event with fresh counts.
  const event = query.data?.event ?? listed;
  const items = query.data?.items ?? [];
  const columns: DataTableColumn<Registration>[] = [
    { id: 'name', header: t('web.admin.columns.name'), cell: (row) => row.name },
    {
      id: 'email',
      header: t('web.admin.columns.email'),
      cell: (row) => <span className="break-all">{row.email}</span>,
    },
    {
      id: 'status',
      header: t('web.admin.columns.status'),
      cell: (row) =>
        row.status === 'waitlisted'
          ? t('web.admin.waitlistPosition', { position: row.waitlist_position ?? 0 })
          : t(`web.admin.status.${row.status}`),
    },
    {
      id: 'checkIn',
      header: t('web.admin.columns.checkIn'),
      cell: (row) =>
        row.status === 'confirmed' ? (
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={row.checked_in}
              disabled={toggle.isPending}
              onChange={() => toggle.mutate(row)}
              aria-label={t('web.admin.checkInLabel', { name: row.name })}
            />
            {row.checked_in ? t('web.admin.arrived') : ''}
          </label>
        ) : null,
    },
    {
      id: 'registered',
      header: t('web.admin.columns.registered'),
      cell: (row) => formatDateTime(row.registered_at, i18n.language),
      className: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      actions: true,
      header: t('web.admin.columns.actions'),
      className: 'text-right whitespace-nowrap',
      cell: (row) =>
        row.status === 'confirmed' || row.status === 'waitlisted' ? (
          <span className="inline-flex gap-1">
            {row.status === 'waitlisted' && live(event) ? (
              <Button
                variant="ghost"
                className="min-h-8 px-2 py-1"
                aria-label={t('web.admin.attendee.promoteLabel', { name: row.name })}
                loading={busy(row) && change.variables?.action === 'promote'}
                onClick={() => change.mutate({ action: 'promote', email: row.email })}
              >
                {t('web.admin.attendee.promote')}
              </Button>
            ) : null}
            <Button
              variant="danger-ghost"
              className="min-h-8 px-2 py-1"
              aria-label={t('web.admin.attendee.unregisterLabel', { name: row.name })}
              loading={busy(row) && change.variables?.action === 'unregister'}
              onClick={() => void unregister(row)}
            >
              {t('web.admin.attendee.unregister')}
            </Button>
          </span>
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="registrations-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="registrations-title" className="text-lg font-semibold text-ink">
          {t('web.admin.registrationsOf', { title: event.title })}
        </h2>
        <Button
          variant="secondary"
          disabled={items.length === 0}
          onClick={() => download(`${event.slug}-registrations.csv`, registrationsToCsv(items))}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('web.admin.exportCsv')}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        {t('web.admin.countsLine', {
          confirmed: event.counts.confirmed,
          capacity: event.capacity,
          waitlisted: event.counts.waitlisted,
          checkedIn: event.counts.checked_in,
        })}
      </p>
      {live(event) ? <AddAttendeeForm eventId={event.id} /> : null}
      <FormError error={toggle.error ?? change.error} />
      <DataTable
        label={t('web.admin.registrationsOf', { title: event.title })}
        columns={columns}
        rows={items}
        getRowId={(row) => row.id}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
      {items.length > 0 ? <RegistrationsChart registrations={items} /> : null}
      {dialog}
    </section>
  );
}
