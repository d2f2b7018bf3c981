import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractDomainsOf, renderDomainContracts, renderDomains } from './render-domain-contracts';

const here = import.meta.dirname;
const read = (name: string) => readFileSync(join(here, name), 'utf8');

describe('contract/domains.ts and contract/domain-contracts.ts', () => {
  it('are generated from the contract folders (run `npm run generate` after adding one)', () => {
    const domains = contractDomainsOf(readdirSync(here), (domain) =>
      existsSync(join(here, domain, `${domain}.contract.ts`)),
    );
    expect(domains).toContain('events');
    expect(read('domains.ts')).toBe(renderDomains(domains));
    expect(read('domain-contracts.ts')).toBe(renderDomainContracts(domains));
  });

  it('take only folders holding their own <domain>.contract.ts, sorted', () => {
    const holding = new Set(['news', 'events', 'schemas-with-contract']);
    expect(
      contractDomainsOf(['news', 'schemas', 'events', 'open.ts', 'schemas-with-contract'], (name) =>
        holding.has(name),
      ),
    ).toEqual(['events', 'news']);
  });

  it('spread every domain and the shared open group into one object', () => {
    const source = renderDomainContracts(['events', 'news']);
    expect(source).toContain("import { eventsContract } from './events/events.contract';");
    expect(source).toContain("import { openContract } from './open';");
    expect(source).toMatch(/\.\.\.eventsContract,\n {2}\.\.\.newsContract,\n {2}\.\.\.openContract,\n\};/);
  });
});
