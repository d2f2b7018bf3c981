import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useAccessQueue } from '../api/access-requests';

/** The administrator's home: what waits for a decision (access requests), with the way to the queue. */
export function AdminTasksCard() {
  const { t } = useTranslation('users');
  const queue = useAccessQueue({ status: 'pending' });
  const pending = queue.total;
  return (
    <Card id="admin-tasks" title={t('access.home.title')} className="mt-6">
      {queue.query.isPending ? <LoadingSkeleton variant="rows" count={1} /> : null}
      {queue.query.isError ? (
        <ErrorState error={queue.query.error} onRetry={() => queue.query.refetch()} />
      ) : null}
      {queue.query.isSuccess && pending === 0 ? (
        <EmptyState icon={<Inbox aria-hidden="true" className="size-6" />} title={t('access.home.nothing')} />
      ) : null}
      {queue.query.isSuccess && pending > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3" data-testid="admin-tasks">
          <p className="text-sm text-ink">{t('access.home.pending', { count: pending })}</p>
          <Link to={paths.admin.accessRequests} className={buttonClasses('primary')}>
            {t('access.home.open')}
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
