import { ROLE } from '@ailab/core/roles/roles';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Card } from '../../../components/ui/card';
import { useAuth } from '../../../hooks/use-auth';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSettings } from '../api/settings';
import { SettingRow } from './setting-row';

/** `/admin/app-settings`: the typed platform settings; members read them, administrators (99) change them. */
export function AppSettings() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('settings.title'));
  const { user } = useAuth();
  const canWrite = user?.roles.includes(ROLE.admin) ?? false;
  const query = useSettings();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-semibold text-ink">{t('settings.title')}</h1>
      <p className="text-sm text-ink-muted">{canWrite ? t('settings.intro') : t('settings.readOnly')}</p>
      <Card>
        {query.isPending ? <LoadingSkeleton variant="rows" /> : null}
        {query.isError ? <ErrorState error={query.error} onRetry={() => query.refetch()} /> : null}
        {query.data ? (
          <ul>
            {query.data.map((entry) => (
              <SettingRow key={entry.key} entry={entry} canWrite={canWrite} />
            ))}
          </ul>
        ) : null}
      </Card>
    </div>
  );
}
