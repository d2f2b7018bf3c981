import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/bar-chart';
import { LineChart } from '../../../components/charts/line-chart';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Card } from '../../../components/ui/card';
import { useRoleCatalogue } from '../api/role-catalogue';
import { useSignups } from '../api/signups';

function SignupsCard() {
  const { t, i18n } = useTranslation('users');
  const query = useSignups(12);
  const day = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <Card
      id="admin-signups"
      title={t('dashboard.signups.title')}
      description={t('dashboard.signups.description')}
    >
      {query.isPending ? <LoadingSkeleton variant="rows" /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.data ? (
        <LineChart
          label={t('dashboard.signups.title')}
          data={query.data}
          xKey="week_start"
          xLabel={t('dashboard.signups.week')}
          series={[{ key: 'signups', label: t('dashboard.signups.series') }]}
          formatX={(value) => day.format(new Date(`${String(value)}T00:00:00Z`))}
        />
      ) : null}
    </Card>
  );
}

function RolesCard() {
  const { t } = useTranslation('users');
  const query = useRoleCatalogue();
  const data = (query.data ?? []).map((entry) => ({ role: entry.label, members: entry.members }));
  return (
    <Card id="admin-roles" title={t('dashboard.roles.title')} description={t('dashboard.roles.description')}>
      {query.isPending ? <LoadingSkeleton variant="rows" /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.data && data.every((entry) => entry.members === 0) ? <EmptyState /> : null}
      {query.data && data.some((entry) => entry.members > 0) ? (
        <BarChart
          label={t('dashboard.roles.title')}
          data={data}
          xKey="role"
          xLabel={t('dashboard.roles.role')}
          series={[{ key: 'members', label: t('dashboard.roles.series') }]}
        />
      ) : null}
    </Card>
  );
}

/** The administrator's dashboard cards: sign-ups per week and users by role, charts loaded on demand. */
export function AdminCharts() {
  return (
    <section data-testid="admin-charts" className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <SignupsCard />
      <RolesCard />
    </section>
  );
}
