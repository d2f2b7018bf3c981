import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/feature-registry';
import { FEATURES } from '../src/features/index';

/**
 * The migrations as `db/migrate.ts` listed them before they moved into the feature manifests.
 * Databases already migrated recorded these names in this order; the assembled list must keep
 * them, and a new migration only ever comes after them.
 */
const MIGRATIONS_BEFORE_MANIFESTS = [
  '2026-11-22-0001-accounts',
  '2026-11-23-0100-media-files',
  '2026-11-23-0101-user-name-any-case',
  '2026-11-23-0102-sign-up-attempts',
  '2026-11-23-0103-user-name-unique-index-name',
  '2026-11-23-0200-audit-log',
  '2026-11-23-0201-demo-seeds',
  '2026-11-23-0300-user-roles',
  '2026-11-23-0301-user-prefix-indexes',
  '2026-11-23-0400-learning',
  '2026-11-23-0401-course-search',
  '2026-11-23-0500-news-and-repositories',
  '2026-11-23-0510-news-search-window',
  '2026-11-23-0600-events',
  '2026-11-23-0601-events-search',
  '2026-11-23-0700-user-state-index',
];

describe('migrations assembled from the feature manifests', () => {
  it('keep the names and the order of the list they replaced', () => {
    const names = Object.keys(MIGRATIONS);
    expect(names.slice(0, MIGRATIONS_BEFORE_MANIFESTS.length)).toEqual(MIGRATIONS_BEFORE_MANIFESTS);
    expect(names).toEqual([...names].sort());
  });

  it('name every feature folder once', () => {
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
