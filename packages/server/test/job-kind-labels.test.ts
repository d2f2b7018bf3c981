import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../src/features/index';
import { jobHandlers } from '../src/jobs/job-handlers';

const LOCALES = join(import.meta.dirname, '..', '..', '..', 'locales');

/** The job queue screen names each kind (`users:jobs.kinds.<kind with _ for .>`); a kind without one shows raw. */
describe('job kind labels', () => {
  it('names every job kind the runner knows, in every language', () => {
    const kinds = Object.keys(jobHandlers(FEATURES)).map((kind) => kind.replaceAll('.', '_'));
    expect(kinds.length).toBeGreaterThan(4);
    for (const language of ['en-US', 'es-MX', 'ja-JP']) {
      const users = JSON.parse(readFileSync(join(LOCALES, language, 'users.json'), 'utf8')) as {
        jobs: { kinds: Record<string, string> };
      };
      expect(
        kinds.filter((kind) => !users.jobs.kinds[kind]),
        `${language}: job kinds without a name`,
      ).toEqual([]);
    }
  });
});
