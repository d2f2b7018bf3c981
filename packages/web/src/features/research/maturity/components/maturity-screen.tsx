import { isApiError } from '@ailab/core/errors/api-error';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../../components/states/empty-state';
import { ErrorState } from '../../../../components/states/error-state';
import { Button } from '../../../../components/ui/button';
import { PageHeader } from '../../../../components/ui/page-header';
import { ScreenContainer } from '../../../../components/ui/screen-container';
import { SectionSpinner } from '../../../../components/ui/section-spinner';
import { useAuth } from '../../../../hooks/use-auth';
import { useServices } from '../../../../hooks/use-services';
import { useAssessment, useQuestionnaire, useSavedAssessment } from '../api/maturity-api';
import { storedToken, storeToken, tokenFromHash } from './maturity-token';
import { Questionnaire } from './questionnaire-steps';
import { ResultView } from './result-view';
import { SavedAssessments } from './saved-assessments';

/** /ai-maturity-report: the intro, one step per dimension (saved as it goes, resumable), then the result. */
export function MaturityScreen() {
  const { t, i18n } = useTranslation('maturity');
  const { storage } = useServices();
  const [token, setToken] = useState<string | null>(
    () => tokenFromHash(window.location.hash) ?? storedToken(storage),
  );
  const { authenticated } = useAuth();
  const [params] = useSearchParams();
  const savedId = authenticated ? params.get('saved') : null;
  const questionnaire = useQuestionnaire(i18n.language);
  const assessment = useAssessment(savedId ? null : token, i18n.language);
  const saved = useSavedAssessment(savedId, i18n.language);

  const startOver = () => {
    storeToken(storage, null);
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    setToken(null);
  };

  let body: React.ReactNode;
  if (questionnaire.status === 'pending' || (token && !savedId && assessment.status === 'pending'))
    body = <SectionSpinner />;
  else if (questionnaire.status === 'error')
    body = <ErrorState error={questionnaire.error} onRetry={() => void questionnaire.refetch()} />;
  else if (savedId)
    body =
      saved.status === 'pending' ? (
        <SectionSpinner />
      ) : saved.status === 'error' ? (
        <ErrorState error={saved.error} onRetry={() => void saved.refetch()} />
      ) : (
        <div className="space-y-6">
          <ResultView assessment={saved.data} questionnaire={questionnaire.data} token={null} />
          <Link
            to="/ai-maturity-report"
            className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
          >
            {t('account.backToAssessment')}
          </Link>
        </div>
      );
  else if (token && assessment.status === 'error')
    body =
      isApiError(assessment.error) && assessment.error.status === 404 ? (
        <EmptyState
          title={t('result.notFound')}
          description={t('result.notFoundBody')}
          action={<Button onClick={startOver}>{t('startOver')}</Button>}
        />
      ) : (
        <ErrorState error={assessment.error} onRetry={() => void assessment.refetch()} />
      );
  else if (token && assessment.data?.state === 'submitted')
    body = (
      <div className="space-y-6">
        <ResultView assessment={assessment.data} questionnaire={questionnaire.data} token={token} />
        <Button variant="ghost" onClick={startOver}>
          {t('startOver')}
        </Button>
      </div>
    );
  else
    body = (
      <>
        {authenticated && !token ? <SavedAssessments questionnaire={questionnaire.data} /> : null}
        <Questionnaire
          key={token ?? 'new'}
          questionnaire={questionnaire.data}
          draft={token ? (assessment.data ?? null) : null}
          token={token}
          onToken={(next) => {
            storeToken(storage, next);
            setToken(next);
          }}
          onStartOver={startOver}
        />
      </>
    );
  return (
    <ScreenContainer width="narrow" className="space-y-6">
      <PageHeader title={t('title')} description={t('intro')} />
      {body}
    </ScreenContainer>
  );
}
