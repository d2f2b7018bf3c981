import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { NAMESPACES } from '../namespaces';
import { RESOURCES } from '../resources';
import { renderLanguageResources } from './render-language-resources';

describe('the language resource modules', () => {
  it.each(LANGUAGES)(
    '%s.ts is generated from NAMESPACES (run `npm run generate` after changing it)',
    (language) => {
      const source = readFileSync(join(import.meta.dirname, `${language}.ts`), 'utf8');
      expect(source).toBe(renderLanguageResources(language, NAMESPACES));
      expect(Object.keys(RESOURCES[language]).sort()).toEqual([...NAMESPACES].sort());
    },
  );
});
