import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '../states/loading-skeleton';
import { ChartTable } from './chart-table';
import type { ChartProps } from './chart-types';

const SvgChart = lazy(() => import('./svg-chart'));

/**
 * A chart as a figure: the drawing (visx SVG, loaded on first use) hidden
 * from screen readers, and the same numbers as a table, which screen readers
 * read and anyone can open with "View as table".
 */
export function ChartFrame<T>(props: ChartProps<T> & { kind: 'line' | 'bar' }) {
  const { t } = useTranslation();
  return (
    <figure aria-label={props.label} className="min-w-0">
      <div aria-hidden="true" style={{ height: props.height ?? 280 }}>
        <Suspense fallback={<LoadingSkeleton variant="rows" count={3} />}>
          <SvgChart
            {...(props as unknown as ChartProps<Record<string, unknown>> & { kind: 'line' | 'bar' })}
          />
        </Suspense>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-ink-muted hover:text-ink">
          {t('common:chart.viewTable')}
        </summary>
        <ChartTable {...props} />
      </details>
    </figure>
  );
}
