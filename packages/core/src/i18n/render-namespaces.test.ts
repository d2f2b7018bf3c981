import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';
import { namespacesOf, renderNamespaces } from './render-namespaces';

const locales = join(import.meta.dirname, '..', '..', '..', '..', 'locales', 'en-US');

describe('NAMESPACES', () => {
  it('is generated from the files of locales/en-US (run `npm run generate` after adding one)', () => {
    const source = readFileSync(join(import.meta.dirname, 'namespaces.ts'), 'utf8');
    expect(source).toBe(renderNamespaces(namespacesOf(readdirSync(locales))));
    expect(NAMESPACES).toContain('common');
  });

  it('takes the JSON files only, sorted', () => {
    expect(namespacesOf(['news.json', 'README.md', 'events.json'])).toEqual(['events', 'news']);
  });
});
