import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import { useServices } from '../../../hooks/use-services';

const KEY = ['applications', 'mine'];

/** /ailab/founders/applications: my applications, their states and what happens next. */
export function MyApplicationsScreen() {
  const { t } = useTranslation('applications');
  const title = useScreenTitle('applicationManager');
  const { api } = useServices();
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: KEY, queryFn: () => api.ailabApplications.userApplications({}) });
  const withdraw = useMutation({
    mutationFn: (id: string) => api.ailabApplications.update({ action: 'withdraw', id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <ScreenContainer width="narrow" className="space-y-5">
      <PageHeader
        title={title}
        description={t('web.mine.title')}
        actions={
          <Link className={buttonClasses('secondary')} to="/apply">
            {t('web.mine.browse')}
          </Link>
        }
      />
      <FormError error={withdraw.error} />
      {mine.isPending ? (
        <LoadingSkeleton variant="cards" />
      ) : mine.isError ? (
        <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.data.items.length === 0 ? (
        <EmptyState title={t('web.mine.empty')} />
      ) : (
        <ul className="space-y-3">
          {mine.data.items.map((item) => (
            <li key={item.id}>
              <Card
                title={item.title || item.programme.title}
                description={item.programme.title}
                actions={
                  <Badge
                    tone={
                      item.state === 'accepted' ? 'success' : item.state === 'rejected' ? 'danger' : 'info'
                    }
                  >
                    {t(`states.${item.state}`)}
                  </Badge>
                }
              >
                <p className="mb-3 text-sm text-ink-muted">{t(`web.next.${item.state}`)}</p>
                <div className="flex flex-wrap gap-2">
                  {item.state === 'draft' ? (
                    <Link className={buttonClasses('primary')} to={`/apply?programme=${item.programme.slug}`}>
                      {t('web.mine.continue')}
                    </Link>
                  ) : null}
                  {item.state === 'draft' || item.state === 'submitted' ? (
                    <Button
                      variant="danger-ghost"
                      loading={withdraw.isPending && withdraw.variables === item.id}
                      onClick={() => withdraw.mutate(item.id)}
                    >
                      {t('web.withdraw')}
                    </Button>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ScreenContainer>
  );
}
