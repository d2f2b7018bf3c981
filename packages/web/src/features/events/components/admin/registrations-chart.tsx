import type { Registration } from '@ailab/core/contract/events/events.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChart } from '../../../../components/charts/line-chart';
import { registrationsByDay } from './registrations-by-day';

/** Registrations and cancellations over time, as running totals per day in the viewer's time zone. */
export function RegistrationsChart({ registrations }: { registrations: readonly Registration[] }) {
  const { t, i18n } = useTranslation('events');
  const days = useMemo(
    () => registrationsByDay(registrations, Intl.DateTimeFormat().resolvedOptions().timeZone),
    [registrations],
  );
  if (days.length === 0) return null;
  const dayFormat = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <LineChart
      label={t('web.admin.chartTitle')}
      data={days}
      xKey="day"
      xLabel={t('web.admin.chartDay')}
      series={[
        { key: 'registrations', label: t('web.admin.chartCount') },
        { key: 'cancellations', label: t('web.admin.chartCancelled') },
      ]}
      // The day is already the viewer's calendar day; read it back as that date, not as an instant.
      formatX={(value) => dayFormat.format(new Date(`${String(value)}T00:00:00Z`))}
    />
  );
}
