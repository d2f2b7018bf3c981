import { z } from 'zod';

/** What the public pages may count; each key appears only once the platform holds that kind of thing. */
export const PUBLIC_STAT_KEYS = [
  'members',
  'courses',
  'events',
  'reports',
  'startups',
  'institutes',
] as const;
export const PublicStatKey = z.enum(PUBLIC_STAT_KEYS);
export type PublicStatKey = z.infer<typeof PublicStatKey>;

/** Real counts for the landing pages: only the counters registered on the server, never estimates. */
export const PublicStats = z.object({
  stats: z.array(z.object({ key: PublicStatKey, value: z.number().int().nonnegative() })),
  /** When the counts were taken (ISO 8601 UTC); the server caches them for a short while. */
  as_of: z.string(),
});
export type PublicStats = z.infer<typeof PublicStats>;
