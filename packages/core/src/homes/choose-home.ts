/** The three public homes of spec §1 (the web app shows one; the server names it in the page it sends). */
export const HOMES = ['venture', 'ailab', 'education'] as const;
export type Home = (typeof HOMES)[number];

/** The default home when no host matches (spec §1). */
export const DEFAULT_HOME: Home = 'ailab';

function isHome(value: string | null | undefined): value is Home {
  return typeof value === 'string' && (HOMES as readonly string[]).includes(value);
}

/** A host name without port, trailing dot and a leading `www.`, lower-cased. */
export function normaliseHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const bare = lower.startsWith('[') ? lower : (lower.split(':')[0] ?? lower);
  return bare.replace(/\.$/, '').replace(/^www\./, '');
}

/**
 * The home for a host name: an exact match with or without `www.` against the
 * configured hosts; a valid `?home=` override wins; AI lab otherwise.
 */
export function chooseHome(
  hostname: string,
  hosts: Record<Home, string> | undefined,
  override?: string | null,
): Home {
  if (isHome(override)) return override;
  if (!hosts) return DEFAULT_HOME;
  const host = normaliseHost(hostname);
  const match = HOMES.find((home) => normaliseHost(hosts[home]) === host);
  return match ?? DEFAULT_HOME;
}
