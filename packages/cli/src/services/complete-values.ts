import type { ApiClient } from '@ailab/core/client/create-client';

/** What `ailab __complete <kind>` completes: values only the server knows. */
export const COMPLETION_KINDS = ['users', 'events', 'courses', 'settings'] as const;
export type CompletionKind = (typeof COMPLETION_KINDS)[number];

/** True when `value` is a kind `__complete` answers. */
export function isCompletionKind(value: string): value is CompletionKind {
  return (COMPLETION_KINDS as readonly string[]).includes(value);
}

/** How many candidates a shell is offered at most. */
const MAX_CANDIDATES = 50;

/** Each request of a completion gives up after this long: a shell must never hang on a Tab. */
export const COMPLETION_TIMEOUT_MS = 2000;

async function candidates(api: ApiClient, kind: CompletionKind, prefix: string): Promise<string[]> {
  const call = { timeoutMs: COMPLETION_TIMEOUT_MS };
  const query = prefix.trim() === '' ? {} : { query: prefix.trim() };
  switch (kind) {
    case 'users':
      return (await api.adminUsers.allUsers({ ...query, limit: MAX_CANDIDATES }, call)).items.map(
        (user) => user.email,
      );
    case 'events':
      return (await api.adminEvents.listing({ limit: 100, sort: '-starts_at' }, call)).items.map(
        (event) => event.slug,
      );
    case 'courses':
      return (await api.adminCourses.listing({ limit: 100 }, call)).items.map((course) => course.slug);
    case 'settings':
      return (await api.appSetting.data({}, call)).settings.map((setting) => setting.key);
  }
}

/**
 * The values of one kind that start with `prefix` (case-insensitive), sorted, at most 50: user emails (a prefix
 * search on the server), event and course slugs, platform setting keys.
 */
export async function completeValues(
  api: ApiClient,
  kind: CompletionKind,
  prefix: string,
): Promise<string[]> {
  const start = prefix.toLowerCase();
  const values = await candidates(api, kind, prefix);
  return [...new Set(values)]
    .filter((value) => value.toLowerCase().startsWith(start))
    .sort()
    .slice(0, MAX_CANDIDATES);
}
