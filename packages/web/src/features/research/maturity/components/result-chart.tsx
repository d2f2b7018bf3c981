import type { MaturityQuestionnaire, MaturityResult } from '@ailab/core/contract/research/maturity.schemas';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../../components/charts/bar-chart';

/** The score per dimension as bars, beside the industry and size average when it is shown. */
export function ResultChart({
  result,
  questionnaire,
}: {
  result: MaturityResult;
  questionnaire: MaturityQuestionnaire;
}) {
  const { t, i18n } = useTranslation('maturity');
  const shown = result.comparison.shown;
  const titles = new Map(questionnaire.dimensions.map((d) => [d.key, d.title]));
  const averages = new Map(result.comparison.dimensions.map((d) => [d.key, d.score]));
  const data = result.dimensions.map((d) => ({
    dimension: titles.get(d.key) ?? d.key,
    you: d.score,
    average: averages.get(d.key) ?? 0,
  }));
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <BarChart
      label={shown ? t('result.chartWithAverage') : t('result.chart')}
      data={data}
      xKey="dimension"
      xLabel={t('result.dimension')}
      series={
        shown
          ? [
              { key: 'you', label: t('result.you') },
              { key: 'average', label: t('result.average') },
            ]
          : [{ key: 'you', label: t('result.you') }]
      }
      formatY={(value) => number.format(value)}
    />
  );
}
