import { ROLE } from '@ailab/core/roles/roles';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useAuth } from '../../../hooks/use-auth';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import { FounderInvestors } from './founder-investors';
import { MatchedPitches } from './matched-pitches';

/** /ailab/startups/active-pitches: investors see matching pitches; founders see matching investors. */
export function ActivePitchesScreen() {
  const { t } = useTranslation('startups');
  const title = useScreenTitle('activePitches');
  const { user } = useAuth();
  const investor = user?.roles.includes(ROLE.investment) ?? false;
  return (
    <ScreenContainer width="wide" className="space-y-6">
      <PageHeader title={title} description={investor ? t('web.matches.intro') : t('web.investors.intro')} />
      {investor ? <MatchedPitches /> : <FounderInvestors />}
    </ScreenContainer>
  );
}
