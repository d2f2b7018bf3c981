import type { ShareLink } from '@ailab/core/contract/startups/share.schemas';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/bar-chart';

/** Minutes with one decimal in the viewer's language. */
export function formatMinutes(seconds: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(seconds / 60);
}

/** Time per section of one link as a bar chart (with its data table for screen readers). */
export function ShareLinkStats({ link }: { link: ShareLink }) {
  const { t, i18n } = useTranslation('startups');
  const data = link.sections.map((section) => ({
    title: section.title,
    minutes: Math.round((section.seconds / 60) * 10) / 10,
    views: section.views,
  }));
  return (
    <BarChart
      label={t('web.share.chartLabel', { label: link.label || link.id })}
      data={data}
      xKey="title"
      xLabel={t('web.share.section')}
      series={[{ key: 'minutes', label: t('web.share.minutes') }]}
      formatY={(value) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value)}
      height={220}
    />
  );
}
