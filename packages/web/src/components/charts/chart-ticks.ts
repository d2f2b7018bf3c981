/** About how wide one character of a 12 px axis label is, and the gap kept between two labels. */
const CHAR_PX = 7;
const GAP_PX = 12;
/** Longer x labels are shortened to this many characters (the data table has them whole). */
export const X_LABEL_CHARS = 14;

/**
 * The x values that get a label: every one when they fit (or when asked), otherwise an evenly spaced subset that
 * fits the width, which always includes the last value (the latest week), dropping its neighbour when they would
 * touch.
 */
export function xTickValues(
  values: readonly string[],
  innerWidth: number,
  labelOf: (value: string) => string,
  everyOne = false,
): string[] {
  if (everyOne || values.length <= 1) return [...values];
  const widest = Math.max(...values.map((value) => Math.min(labelOf(value).length, X_LABEL_CHARS)));
  const fit = Math.max(1, Math.floor(innerWidth / (widest * CHAR_PX + GAP_PX)));
  const step = Math.max(1, Math.ceil(values.length / fit));
  const picked = values.filter((_, index) => index % step === 0);
  const lastIndex = values.length - 1;
  const last = values[lastIndex];
  if (step === 1 || last === undefined || picked.at(-1) === last) return picked;
  if (lastIndex - (picked.length - 1) * step < step && picked.length > 1) picked.pop();
  picked.push(last);
  return picked;
}

/** Whether every plotted value is a whole number (counts): then the y axis shows whole numbers only. */
export function allWhole(values: readonly number[]): boolean {
  return values.every((value) => Number.isInteger(value));
}

/** The y ticks to draw: the scale's own, or only its whole numbers for counts (never 0.5 people). */
export function yTickValues(ticks: readonly number[], whole: boolean): number[] {
  return whole ? ticks.filter((tick) => Number.isInteger(tick)) : [...ticks];
}
