import { ChartFrame } from './chart-frame';
import type { ChartProps } from './chart-types';

/**
 * A line chart (trends over time) in the app's colours for light and dark,
 * with its data table as the accessible fallback. the SVG drawing (visx) loads on first use.
 *
 * @example
 * <LineChart label={t('admin.signups')} data={weeks} xKey="week" xLabel={t('admin.week')} series={[{ key: 'signups', label: t('admin.signupsSeries') }]}
 *   formatX={(v) => new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' }).format(new Date(String(v)))} />
 */
export function LineChart<T>(props: ChartProps<T>) {
  return <ChartFrame {...props} kind="line" />;
}
