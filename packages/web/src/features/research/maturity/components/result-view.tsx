import type {
  MaturityAssessment,
  MaturityQuestionnaire,
} from '@ailab/core/contract/research/maturity.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../../components/form-error';
import { LazyMarkdown } from '../../../../components/markdown/lazy-markdown';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { paths } from '../../../../config/paths';
import { useAuth } from '../../../../hooks/use-auth';
import { useSaveToAccount } from '../api/maturity-api';
import { PrivateLink } from './private-link';
import { ResultChart } from './result-chart';

interface ResultViewProps {
  assessment: MaturityAssessment;
  questionnaire: MaturityQuestionnaire;
  /** The private link's token; absent when the owner opened a saved assessment by id. */
  token: string | null;
}

/** A submitted assessment: overall level, the chart, the comparison, recommendations, the link, saving. */
export function ResultView({ assessment, questionnaire, token }: ResultViewProps) {
  const { t, i18n } = useTranslation('maturity');
  const { authenticated } = useAuth();
  const save = useSaveToAccount(token ?? '');
  const result = assessment.result;
  if (!result) return null;
  const levelName = (level: number) =>
    questionnaire.levels.find((l) => l.level === level)?.name ?? String(level);
  const levelSummary = questionnaire.levels.find((l) => l.level === result.overall.level)?.summary ?? '';
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const industry =
    questionnaire.industries.find((item) => item.slug === assessment.industry)?.name ??
    assessment.industry ??
    '';
  const size = questionnaire.size_bands.find((band) => band.key === assessment.size_band)?.label ?? '';
  const titles = new Map(questionnaire.dimensions.map((d) => [d.key, d.title]));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(result.submitted_at),
  );
  const comparison = result.comparison;
  return (
    <div className="space-y-6">
      <Card title={t('result.overall')} description={t('result.submittedAt', { date })}>
        <p className="text-3xl font-bold text-ink" data-testid="maturity-overall">
          {levelName(result.overall.level)}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {t('result.level', { level: result.overall.level })} ·{' '}
          {t('result.score', { score: number.format(result.overall.score) })}
        </p>
        <p className="mt-3 text-sm text-ink">{levelSummary}</p>
      </Card>
      <Card>
        <ResultChart result={result} questionnaire={questionnaire} />
        <p className="mt-4 text-sm text-ink-muted" data-testid="maturity-comparison">
          {comparison.shown
            ? t('result.comparisonShown', {
                count: comparison.count,
                industry,
                size,
                score: number.format(comparison.overall ?? 0),
              })
            : t('result.comparisonHidden', {
                industry,
                size,
                minimum: comparison.minimum,
                count: comparison.count,
              })}
        </p>
      </Card>
      <Card title={t('result.recommendations')}>
        <div className="space-y-6">
          {result.recommendations.map((item) => (
            <section key={item.dimension} aria-labelledby={`rec-${item.dimension}`}>
              <h3 id={`rec-${item.dimension}`} className="mb-2 text-sm font-semibold text-ink">
                {t('result.dimensionLevel', {
                  dimension: titles.get(item.dimension) ?? item.dimension,
                  level: item.level,
                  name: levelName(item.level),
                })}
              </h3>
              <LazyMarkdown source={item.markdown} />
            </section>
          ))}
        </div>
      </Card>
      <Card>
        <div className="space-y-5">
          {token ? <PrivateLink token={token} /> : null}
          {assessment.saved_to_account ? (
            <Alert tone="success">{t('account.saved')}</Alert>
          ) : authenticated && token ? (
            <div className="space-y-2">
              <FormError error={save.error} />
              <Button loading={save.isPending} onClick={() => save.mutate()}>
                {t('account.save')}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-ink-muted">
              {t('account.signIn')}{' '}
              <Link to={paths.login} className="font-medium text-brand-700 underline dark:text-brand-300">
                {t('account.signInLink')}
              </Link>
            </p>
          )}
        </div>
      </Card>
    </div>
  );
}
