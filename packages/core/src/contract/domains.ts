/**
 * The closed list of domains. A domain is one product area with one name in every package: its
 * contract folder `contract/<domain>/`, its server folder `server/src/features/<domain>/`, its web folder
 * `web/src/features/<domain>/` and its locale namespace `locales/<lang>/<domain>.json` (the exceptions,
 * each with its reason, are the table in `domains.test.ts`). Every endpoint names the domain that owns it;
 * a pending endpoint's 501 answer names it too.
 */
export const DOMAINS = [
  'accounts',
  'users',
  'audit',
  'events',
  'learning',
  'news',
  'repositories',
  'profiles',
  'settings',
  'help',
  'platform',
  'institutes',
  'research',
  'applications',
  'startups',
  'notifications',
] as const;
export type Domain = (typeof DOMAINS)[number];
