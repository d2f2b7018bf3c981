import { describe, expect, it } from 'vitest';
import { contractGroupLoaders } from './group-loaders';
import { contract } from './index';

describe('contractGroupLoaders', () => {
  it('loads every group of the contract, and only those, as the very objects index.ts merges', async () => {
    expect(Object.keys(contractGroupLoaders)).toEqual(Object.keys(contract));
    for (const [name, load] of Object.entries(contractGroupLoaders)) {
      expect(await load(), name).toBe(contract[name as keyof typeof contract]);
    }
  });
});
