import { SETTING_SPECS, type Settings } from '../config/settings';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import type { Env } from '../io/io-streams';

/** A request's limit when nobody chose one: a server that accepts and never answers must not hang a CI job. */
export const DEFAULT_TIMEOUT_SECONDS = 30;
/** The default for work that is slow by nature: imports in batches, uploads, news syncs, repository refreshes. */
export const LONG_TIMEOUT_SECONDS = 300;

/** How long a request may take, in milliseconds (undefined: no limit). */
export type TimeoutFor = (long: boolean) => number | undefined;

function parseSeconds(raw: string, t: Translate): number {
  const parsed = SETTING_SPECS.timeout.parse(raw);
  if (!parsed.ok) throw new UsageError(t(parsed.problem, parsed.values));
  return Number(parsed.value);
}

/**
 * The request timeout: `--timeout`, then `AILAB_TIMEOUT`, then the `timeout` setting (whole seconds, 0 for none),
 * for every request alike; when none is set, {@link DEFAULT_TIMEOUT_SECONDS}, or {@link LONG_TIMEOUT_SECONDS} for
 * long work. A malformed flag or variable is a usage error naming it.
 */
export function resolveTimeout(
  flag: string | undefined,
  env: Env,
  settings: Settings,
  t: Translate,
): TimeoutFor {
  const chosen =
    flag !== undefined
      ? parseSeconds(flag, t)
      : env.AILAB_TIMEOUT !== undefined && env.AILAB_TIMEOUT !== ''
        ? parseSeconds(env.AILAB_TIMEOUT, t)
        : settings.timeout;
  if (chosen !== undefined) return () => (chosen === 0 ? undefined : chosen * 1000);
  return (long) => (long ? LONG_TIMEOUT_SECONDS : DEFAULT_TIMEOUT_SECONDS) * 1000;
}
