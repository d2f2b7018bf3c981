/** The first retry waits about this long; each further one twice as long. */
const BASE_DELAY_MS = 10_000;
/** No retry waits longer than this. */
const MAX_DELAY_MS = 60 * 60_000;

/**
 * How long to wait before attempt `attempts + 1`: exponential back-off with
 * "equal jitter" (half fixed, half random), so many jobs failing together
 * (a mail server down) do not all come back at the same moment.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
