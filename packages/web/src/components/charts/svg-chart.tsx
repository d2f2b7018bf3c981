import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useColorMode } from '../../hooks/use-color-mode';
import { allWhole, X_LABEL_CHARS, xTickValues, yTickValues } from './chart-ticks';
import { CHART_THEME, type ChartProps, SERIES_COLORS } from './chart-types';

type Kind = 'line' | 'bar';

/** Rows with string keys: the generic chart props as the drawing reads them. */
type Row = Record<string, unknown>;

const MARGIN = { top: 8, right: 12, bottom: 28, left: 52 };

const numberAt = (row: Row, key: string) => {
  const value = row[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * The SVG drawing behind `LineChart` and `BarChart` (visx: d3 scales and shapes as React
 * components), loaded on demand. Hovering a point or bar shows its value (an SVG title);
 * the figure's data table speaks for the drawing to screen readers.
 */
export default function SvgChart(props: ChartProps<Row> & { kind: Kind }) {
  const height = props.height ?? 280;
  return (
    <ParentSize debounceTime={50}>
      {({ width }) => (width > 0 ? <Drawing {...props} width={width} height={height} /> : null)}
    </ParentSize>
  );
}

function Drawing({
  kind,
  data,
  xKey,
  series,
  formatX = String,
  formatY,
  integerY = false,
  labelBars = false,
  width,
  height,
}: ChartProps<Row> & { kind: Kind; width: number; height: number }) {
  const { mode } = useColorMode();
  const theme = CHART_THEME[mode === 'dark' ? 'dark' : 'light'];
  const colors = SERIES_COLORS[mode === 'dark' ? 'dark' : 'light'];
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const legendHeight = series.length > 1 ? 20 : 0;
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom - legendHeight);
  const rows = [...data];
  const xValues = rows.map((row) => String(row[xKey]));
  const values = rows.flatMap((row) => series.map((item) => numberAt(row, item.key)));
  const highest = Math.max(0, ...values);
  const y = scaleLinear<number>({
    domain: [0, highest === 0 ? 1 : highest],
    range: [innerHeight, 0],
    nice: true,
  });
  // Counts (every value whole, or the caller says so) get whole-number ticks only.
  const yTicks = yTickValues(y.ticks(5), integerY || allWhole(values));
  const yFormat = (value: number) => (formatY ? formatY(value) : value.toLocaleString());
  const x =
    kind === 'bar'
      ? scaleBand<string>({ domain: xValues, range: [0, innerWidth], padding: 0.25 })
      : scalePoint<string>({ domain: xValues, range: [0, innerWidth], padding: 0.5 });
  const shortLabel = (value: unknown) => {
    const text = formatX(value);
    return text.length > X_LABEL_CHARS ? `${text.slice(0, X_LABEL_CHARS - 1)}…` : text;
  };
  // Every x value is labelled when the labels fit; otherwise a legible subset that keeps the last one.
  const xTicks = xTickValues(xValues, innerWidth, shortLabel, labelBars);
  const tickLabel = { fill: theme.axis, fontSize: 12 };
  const group = kind === 'bar' && 'bandwidth' in x ? x.bandwidth() / series.length : 0;

  return (
    <div>
      <svg className="chart-surface" width={width} height={height - legendHeight} role="presentation">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows
            scale={y}
            width={innerWidth}
            tickValues={yTicks}
            stroke={theme.grid}
            strokeDasharray="3 3"
          />
          {kind === 'line'
            ? series.map((item, index) => (
                <Group key={item.key}>
                  <LinePath<Row>
                    className="chart-line"
                    data={rows}
                    x={(row) => x(String(row[xKey])) ?? 0}
                    y={(row) => y(numberAt(row, item.key))}
                    stroke={colors[index % colors.length]}
                    strokeWidth={2}
                  />
                  {rows.map((row) => (
                    <circle
                      key={String(row[xKey])}
                      cx={x(String(row[xKey])) ?? 0}
                      cy={y(numberAt(row, item.key))}
                      r={rows.length > 40 ? 0 : 3}
                      fill={colors[index % colors.length]}
                    >
                      <title>{`${formatX(row[xKey])} · ${item.label}: ${yFormat(numberAt(row, item.key))}`}</title>
                    </circle>
                  ))}
                </Group>
              ))
            : rows.flatMap((row) =>
                series.map((item, index) => {
                  const top = y(numberAt(row, item.key));
                  const left = (x(String(row[xKey])) ?? 0) + index * group;
                  const bar = (
                    <Bar
                      className="chart-bar"
                      key={`${String(row[xKey])}-${item.key}`}
                      x={left}
                      y={top}
                      width={Math.max(1, group - 2)}
                      height={Math.max(0, innerHeight - top)}
                      rx={3}
                      fill={colors[index % colors.length]}
                    >
                      <title>{`${formatX(row[xKey])} · ${item.label}: ${yFormat(numberAt(row, item.key))}`}</title>
                    </Bar>
                  );
                  if (!labelBars) return bar;
                  return (
                    <Group key={`${String(row[xKey])}-${item.key}`}>
                      {bar}
                      <text
                        x={left + Math.max(1, group - 2) / 2}
                        y={Math.max(10, top - 4)}
                        textAnchor="middle"
                        fontSize={12}
                        fill={theme.axis}
                        className="tabular-nums"
                      >
                        {yFormat(numberAt(row, item.key))}
                      </text>
                    </Group>
                  );
                }),
              )}
          <AxisLeft
            scale={y}
            tickValues={yTicks}
            tickFormat={(value) => yFormat(Number(value))}
            stroke={theme.axis}
            tickStroke={theme.axis}
            tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: 4 })}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={xTicks}
            tickFormat={(value) => shortLabel(value)}
            stroke={theme.axis}
            tickStroke={theme.axis}
            tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })}
          />
        </Group>
      </svg>
      {series.length > 1 ? (
        <ul className="flex flex-wrap justify-center gap-4 text-xs text-ink-muted">
          {series.map((item, index) => (
            <li key={item.key} className="flex items-center gap-1.5">
              <span
                className="inline-block h-2.5 w-2.5 rounded-sm"
                style={{ background: colors[index % colors.length] }}
              />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
