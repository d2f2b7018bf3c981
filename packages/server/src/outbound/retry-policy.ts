/** How often and how patiently an outbound call is retried. */
export interface RetryPolicy {
  /** Tries in all, the first included (1 = no retry). */
  attempts: number;
  /** The first back-off; each further one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A `Retry-After` longer than this is not waited out: the call ends with the failure instead. */
  maxRetryAfterMs: number;
}

export const NO_RETRY: RetryPolicy = { attempts: 1, baseDelayMs: 0, maxDelayMs: 0, maxRetryAfterMs: 0 };

/**
 * The wait before try `attempt + 1` (attempt counts from 1): exponential back-off with "equal jitter"
 * (half fixed, half random, so many clients do not retry in step), or the server's `Retry-After` when
 * it named one. Undefined when the server asks for longer than the policy waits.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  attempt: number,
  retryAfterSeconds: number | undefined,
  random: () => number = Math.random,
): number | undefined {
  if (retryAfterSeconds !== undefined) {
    const asked = retryAfterSeconds * 1000;
    return asked > policy.maxRetryAfterMs ? undefined : asked;
  }
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** `Retry-After` in seconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - now) / 1000));
}

/** Resolves after `ms`, or at once when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
