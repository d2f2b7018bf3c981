import {
  Bar,
  CartesianGrid,
  Legend,
  Line,
  BarChart as RechartsBarChart,
  LineChart as RechartsLineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useColorMode } from '../../hooks/use-color-mode';
import { CHART_THEME, type ChartProps, SERIES_COLORS } from './chart-types';

type Kind = 'line' | 'bar';

/** Rows with string keys: the generic chart props as recharts reads them. */
type Row = Record<string, unknown>;

/** The recharts drawing behind `LineChart` and `BarChart`; loaded on demand, never in the first bundle. */
export default function RechartsChart({
  kind,
  data,
  xKey,
  series,
  formatX = String,
  formatY,
  height = 280,
  integerY = false,
}: ChartProps<Row> & { kind: Kind }) {
  const { mode } = useColorMode();
  const theme = CHART_THEME[mode === 'dark' ? 'dark' : 'light'];
  const colors = SERIES_COLORS[mode === 'dark' ? 'dark' : 'light'];
  const yFormat = (value: unknown) => (typeof value === 'number' && formatY ? formatY(value) : String(value));
  const common = {
    data: [...data],
    margin: { top: 8, right: 12, bottom: 4, left: 0 },
  };
  const axes = (
    <>
      <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey={xKey}
        tickFormatter={formatX}
        stroke={theme.axis}
        tick={{ fill: theme.axis, fontSize: 12 }}
      />
      <YAxis
        allowDecimals={!integerY}
        tickFormatter={yFormat}
        stroke={theme.axis}
        tick={{ fill: theme.axis, fontSize: 12 }}
        width={48}
      />
      <Tooltip
        labelFormatter={formatX}
        formatter={yFormat}
        contentStyle={{
          background: theme.tooltipBg,
          borderColor: theme.tooltipBorder,
          color: theme.text,
          borderRadius: 8,
        }}
      />
      {series.length > 1 ? <Legend wrapperStyle={{ color: theme.text, fontSize: 12 }} /> : null}
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'line' ? (
        <RechartsLineChart {...common}>
          {axes}
          {series.map((item, index) => (
            <Line
              key={item.key}
              type="monotone"
              dataKey={item.key}
              name={item.label}
              stroke={colors[index % colors.length]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </RechartsLineChart>
      ) : (
        <RechartsBarChart {...common}>
          {axes}
          {series.map((item, index) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              fill={colors[index % colors.length]}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </RechartsBarChart>
      )}
    </ResponsiveContainer>
  );
}
