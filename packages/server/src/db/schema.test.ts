import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSchema } from './render-schema';

const src = join(import.meta.dirname, '..');

/** Every `*.tables.ts` below `src/` (migrations have none). */
function tablesFiles() {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.tables.ts'))
    .map((path) => ({ path: relative(src, join(src, path)), source: readFileSync(join(src, path), 'utf8') }));
}

describe('db/schema.ts', () => {
  it('is generated from every *.tables.ts (run `npm run generate` after adding one)', () => {
    const files = tablesFiles();
    expect(files.length).toBeGreaterThan(10);
    expect(readFileSync(join(import.meta.dirname, 'schema.ts'), 'utf8')).toBe(renderSchema(files));
  });
});
