import { formatDateTime } from '../lib/format';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago" in the reader's language, with the exact time on hover and for assistive tech. */
export function RelativeTime({
  value,
  language,
  now = Date.now(),
}: {
  value: string;
  language: string;
  now?: number;
}) {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  const text = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(
    Math.round(seconds / size),
    unit,
  );
  return (
    <time dateTime={value} title={formatDateTime(value, language)}>
      {text}
    </time>
  );
}
