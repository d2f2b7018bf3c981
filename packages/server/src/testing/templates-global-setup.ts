import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeTemplates, TEMPLATES_ENV } from './seeded-templates';

/**
 * A vitest global set-up: gives the run a folder for its seeded templates (`seeded-templates.ts`),
 * which the workers it starts inherit, and removes the templates when the run ends. Several
 * projects of one run share the first one's folder.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[TEMPLATES_ENV]) return undefined;
  const folder = await mkdtemp(join(tmpdir(), 'ailab-templates-'));
  process.env[TEMPLATES_ENV] = folder;
  return async () => {
    delete process.env[TEMPLATES_ENV];
    await removeTemplates(folder, process.env.TEST_DATABASE_URL);
  };
}
