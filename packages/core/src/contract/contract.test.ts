import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedExtras } from '../testing/documented-extras';
import { listEndpoints } from './index';

/**
 * Every row of api-paths.md as the paths it names. A row abbreviates its
 * relative paths against an ancestor of the row's absolute path, so each
 * relative path comes with all the candidates it may stand for.
 */
function specEntries(): { method: string; candidates: string[] }[] {
  const text = readFileSync(join(import.meta.dirname, '../../../../../shared/spec/api-paths.md'), 'utf8');
  const entries: { method: string; candidates: string[] }[] = [];
  for (const line of text.split('\n').filter((l) => l.startsWith('| ') && l.includes('`/'))) {
    const cell = line.split('|')[2] ?? '';
    let ancestors: string[] = [];
    for (const [, method, path] of cell.matchAll(/`(PUT )?([^`]+)`/g)) {
      if (!path) continue;
      if (path.startsWith('/')) {
        const segments = path.split('/');
        ancestors = segments.slice(4).map((_, i) => segments.slice(0, segments.length - 1 - i).join('/'));
        entries.push({ method: method ? 'PUT' : 'POST', candidates: [path] });
      } else {
        entries.push({ method: method ? 'PUT' : 'POST', candidates: ancestors.map((a) => `${a}/${path}`) });
      }
    }
  }
  return entries;
}

describe('contract', () => {
  it('holds exactly the 139 endpoints of api-paths.md plus the extras the feature docs list', () => {
    const actual = listEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    const known = new Set(actual);
    const expected = specEntries().map(({ method, candidates }) => {
      const keys = candidates.map((path) => `${method} ${path}`);
      return keys.find((key) => known.has(key)) ?? `missing: ${keys.join(' | ')}`;
    });
    expect(expected).toHaveLength(139);
    const extras = documentedExtras();
    expect(new Set(extras).size, 'an extra is listed twice').toBe(extras.length);
    expect(
      extras.filter((extra) => expected.includes(extra)),
      'an extra the spec already has',
    ).toEqual([]);
    expect(known.size).toBe(actual.length);
    expect([...actual].sort()).toEqual([...expected, ...extras].sort());
  });

  it('gives every endpoint a summary and a feature', () => {
    for (const { name, endpoint } of listEndpoints()) {
      expect(endpoint.summary, name).not.toBe('');
      expect(endpoint.feature, name).not.toBe('');
    }
  });
});
