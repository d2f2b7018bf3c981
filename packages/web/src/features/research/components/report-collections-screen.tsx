import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ReportsList } from './reports-list';

/** /industry-reports: published reports by industry, with search, and the feed. */
export function ReportCollectionsScreen() {
  const { t } = useTranslation('research');
  useDocumentTitle(t('web.collections.title'));
  return (
    <ScreenContainer width="medium" className="space-y-6">
      <PageHeader
        title={t('web.collections.title')}
        description={t('web.collections.intro')}
        actions={
          <a
            className="text-sm text-brand-700 underline dark:text-brand-300"
            href="/feeds/industry-reports.atom"
          >
            {t('web.collections.feed')}
          </a>
        }
      />
      <ReportsList />
    </ScreenContainer>
  );
}
