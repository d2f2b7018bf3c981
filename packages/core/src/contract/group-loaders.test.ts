import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractGroupLoaders } from './group-loaders';
import { contract } from './index';
import { contractModules, renderGroupLoaders } from './render-group-loaders';

const read = (name: string) => readFileSync(join(import.meta.dirname, name), 'utf8');

describe('contractGroupLoaders', () => {
  it('loads every group of the contract, and only those, as the very objects index.ts merges', async () => {
    expect(Object.keys(contractGroupLoaders)).toEqual(Object.keys(contract));
    for (const [name, load] of Object.entries(contractGroupLoaders)) {
      expect(await load(), name).toBe(contract[name as keyof typeof contract]);
    }
  });

  it('is generated from contract/domain-contracts.ts (run `npm run generate` after changing it)', async () => {
    const modules = await contractModules(read('domain-contracts.ts'), (path) => import(`${path}.ts`));
    expect(read('group-loaders.ts')).toBe(renderGroupLoaders(modules));
  });
});
