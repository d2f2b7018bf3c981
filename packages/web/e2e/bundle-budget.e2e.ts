import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWebIfStale } from './support/build-web';

const webSize = resolve(import.meta.dirname, '..', '..', '..', 'scripts', 'bench', 'web-size.mjs');

interface Sizes {
  gzip: number;
}
interface Report {
  pages: Record<string, { js: Sizes }>;
  largestLazy: ({ file: string } & Sizes) | null;
}

/**
 * Issue 7's size budgets on the production build (the one the other e2e files use): initial JS
 * of the landing and login pages ≤ 150 KB gzip with their strings, every lazy chunk ≤ 50 KB.
 * Sizes are compressed bytes of the built files, so the check is deterministic.
 */
describe('the web bundle budget', () => {
  let report: Report;
  beforeAll(async () => {
    await buildWebIfStale();
    const run = spawnSync(process.execPath, [webSize, '--check', '--json'], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    report = JSON.parse(run.stdout);
  });

  it('keeps the first JavaScript of the public pages within 150 KB gzip', () => {
    expect(Object.keys(report.pages).sort()).toEqual(['landing', 'login']);
    for (const [page, { js }] of Object.entries(report.pages))
      expect(js.gzip, page).toBeLessThanOrEqual(150_000);
  });

  it('keeps every lazy chunk within 50 KB gzip', () => {
    expect(report.largestLazy?.gzip ?? 0, report.largestLazy?.file).toBeLessThanOrEqual(50_000);
  });
});
