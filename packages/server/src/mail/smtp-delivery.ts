import { NO_RETRY, type RetryPolicy, retryDelayMs, sleep } from '../outbound/retry-policy';

/** Time limits for one SMTP delivery (nodemailer's own defaults wait up to 10 minutes on a silent relay). */
export interface SmtpTimeouts {
  connectMs: number;
  greetingMs: number;
  /** Silence on an open connection for this long ends it. */
  socketMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
};

/** A few tries, seconds apart: the background task that sends an email can afford to wait a little. */
export const DEFAULT_SMTP_RETRY: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 1000,
  maxDelayMs: 8000,
  maxRetryAfterMs: 0,
};

/**
 * `SMTP_URL` with the time limits as nodemailer reads them from a connection URL's query (an object
 * with `url` ignores its other keys); limits the operator wrote in the URL win.
 */
export function smtpUrlWithTimeouts(smtpUrl: string, timeouts: SmtpTimeouts): string {
  const url = new URL(smtpUrl);
  const limits: [string, number][] = [
    ['connectionTimeout', timeouts.connectMs],
    ['greetingTimeout', timeouts.greetingMs],
    ['socketTimeout', timeouts.socketMs],
  ];
  for (const [name, value] of limits)
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  return url.toString();
}

const TRANSIENT_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNRESET',
  'ECONNREFUSED',
]);

/**
 * True when trying again may help: the relay could not be reached, went silent, or answered with a
 * temporary (4xx) SMTP reply. A permanent (5xx) refusal or a bad message is not retried.
 */
export function isTransientSmtpError(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}

/** Runs `send` until it succeeds, a failure is permanent, or the tries run out (back-off with jitter between). */
export async function deliverWithRetries<T>(
  send: () => Promise<T>,
  policy: RetryPolicy = NO_RETRY,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const wait = retryDelayMs(policy, attempt, undefined);
      if (attempt >= policy.attempts || !isTransientSmtpError(error) || wait === undefined) throw error;
      await sleep(wait);
    }
  }
}
