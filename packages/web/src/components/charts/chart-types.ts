/** One line or bar group of a chart: the data key it reads and its translated label. */
export interface ChartSeries<T> {
  key: keyof T & string;
  label: string;
}

/** What every chart takes. */
export interface ChartProps<T> {
  /** Names the chart for screen readers and titles its data table. */
  label: string;
  data: readonly T[];
  /** The key of the x-axis value (a date, a category). */
  xKey: keyof T & string;
  /** The x values' name (translated), heading the data table's first column. */
  xLabel: string;
  series: readonly ChartSeries<T>[];
  /** Shows x values (e.g. dates in the viewer's language via `Intl`); defaults to `String`. */
  formatX?: (value: unknown) => string;
  /** Shows y values (e.g. numbers via `Intl.NumberFormat`); defaults to the locale's number format. */
  formatY?: (value: number) => string;
  height?: number;
  /** Counts (people, items): the y-axis ticks whole numbers only. */
  integerY?: boolean;
  /** Bars only: every bar gets its x label (keep them short) and its value on top (e.g. a funnel). */
  labelBars?: boolean;
}

/** Series colours for light and dark: the brand colour first, then distinct hues that read on both backgrounds. */
export const SERIES_COLORS = {
  light: ['#4f46e5', '#0891b2', '#d97706', '#db2777', '#16a34a'],
  dark: ['#818cf8', '#22d3ee', '#fbbf24', '#f472b6', '#4ade80'],
} as const;

/** Axis and grid colours per colour mode. */
export const CHART_THEME = {
  light: { axis: '#64748b', grid: '#e2e8f0' },
  dark: { axis: '#94a3b8', grid: '#1e293b' },
} as const;
