import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/bar-chart';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Card } from '../../../components/ui/card';
import { useServices } from '../../../hooks/use-services';
import { learningKeys } from '../api/learning-query-keys';

/** How many courses the chart compares: the most enrolled. */
const CHART_COURSES = 8;

/** The most enrolled courses: enrolled and completed learners side by side (the course table below has the rates). */
export function CourseFiguresChart() {
  const { t, i18n } = useTranslation('learning');
  const { api } = useServices();
  const query = useQuery({
    queryKey: learningKeys.admin.courses({ chart: true }),
    queryFn: async () =>
      (await api.adminCourses.listing({ sort: '-enrolled', limit: CHART_COURSES })).items.map((course) => ({
        title: course.title,
        enrolled: course.enrolled_count,
        completed: course.completed_count,
      })),
  });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card title={t('web.admin.chart.title')} description={t('web.admin.chart.description')}>
      {query.status === 'pending' ? (
        <LoadingSkeleton variant="rows" count={3} />
      ) : query.status === 'error' ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : query.data.every((course) => course.enrolled === 0) ? (
        <EmptyState title={t('web.admin.chart.empty')} description={t('web.admin.chart.emptyHint')} />
      ) : (
        <BarChart
          label={t('web.admin.chart.title')}
          data={query.data}
          xKey="title"
          xLabel={t('web.admin.columns.title')}
          series={[
            { key: 'enrolled', label: t('web.admin.figures.enrolled') },
            { key: 'completed', label: t('web.admin.figures.completed') },
          ]}
          formatY={(value) => number.format(value)}
          integerY
        />
      )}
    </Card>
  );
}
