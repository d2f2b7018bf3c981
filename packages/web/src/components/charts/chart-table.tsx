import { useTranslation } from 'react-i18next';
import type { ChartProps } from './chart-types';

/** The chart's data as a table: the accessible fallback of every chart. */
export function ChartTable<T>({
  label,
  data,
  xKey,
  xLabel,
  series,
  formatX = String,
  formatY,
}: ChartProps<T>) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const y = (value: unknown) =>
    typeof value === 'number' ? (formatY ? formatY(value) : number.format(value)) : String(value ?? '');
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm tabular-nums">
        <caption className="sr-only">{label}</caption>
        <thead className="text-xs text-ink-subtle">
          <tr>
            <th scope="col" className="border-b border-line px-2 py-1">
              {xLabel}
            </th>
            {series.map((item) => (
              <th key={item.key} scope="col" className="border-b border-line px-2 py-1 text-right">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-ink-muted">
          {data.map((row) => {
            const x = formatX(row[xKey]);
            return (
              <tr key={x}>
                <th scope="row" className="px-2 py-1 font-normal">
                  {x}
                </th>
                {series.map((item) => (
                  <td key={item.key} className="px-2 py-1 text-right">
                    {y(row[item.key])}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
