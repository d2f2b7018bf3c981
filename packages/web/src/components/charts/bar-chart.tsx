import { ChartFrame } from './chart-frame';
import type { ChartProps } from './chart-types';

/**
 * A bar chart (amounts per category) in the app's colours for light and
 * dark, with its data table as the accessible fallback. the SVG drawing (visx) loads on first use.
 *
 * @example
 * <BarChart label={t('learning.enrolments')} data={courses} xKey="title" xLabel={t('learning.course')} series={[{ key: 'enrolled', label: t('learning.enrolled') }]} />
 */
export function BarChart<T>(props: ChartProps<T>) {
  return <ChartFrame {...props} kind="bar" />;
}
