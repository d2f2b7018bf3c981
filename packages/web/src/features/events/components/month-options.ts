/**
 * The months the listing's month filter offers, as `YYYY-MM` values with their names in the viewer's language:
 * the next twelve months for upcoming events, the last twelve for past ones (newest first), plus the chosen month
 * when it lies outside (a shared link).
 */
export function monthOptions(
  now: Date,
  when: 'upcoming' | 'past',
  language: string,
  chosen: string,
): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const entry = (year: number, month: number) => {
    const date = new Date(Date.UTC(year, month, 1));
    const value = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    return { value, label: format.format(date) };
  };
  const year = now.getFullYear();
  const month = now.getMonth();
  const months = Array.from({ length: 12 }, (_, index) =>
    entry(year, when === 'upcoming' ? month + index : month - index),
  );
  const match = /^(\d{4})-(\d{2})$/.exec(chosen);
  if (match && !months.some((option) => option.value === chosen))
    months.unshift(entry(Number(match[1]), Number(match[2]) - 1));
  return months;
}
