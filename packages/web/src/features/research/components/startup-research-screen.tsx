import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import { ReportsList } from './reports-list';

/** /ailab/startups/research: the published reports for founders, with search and the industry filter. */
export function StartupResearchScreen() {
  const title = useScreenTitle('startupResearch');
  const { t } = useTranslation('research');
  return (
    <ScreenContainer width="medium" className="space-y-6">
      <PageHeader title={title} description={t('web.collections.intro')} />
      <ReportsList />
    </ScreenContainer>
  );
}
