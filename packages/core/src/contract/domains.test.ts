import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import type { Endpoint } from './define';
import { DOMAINS, type Domain } from './domains';
import { contract, listEndpoints } from './index';

const root = join(import.meta.dirname, '../../../..');

type Place = 'server' | 'web' | 'locale';

/** Where a domain lives in each package, by default under its own name. */
const PLACES: Record<Place, (name: string) => string> = {
  server: (name) => `packages/server/src/features/${name}`,
  web: (name) => `packages/web/src/features/${name}`,
  locale: (name) => `locales/${LANGUAGES[0]}/${name}.json`,
};

/**
 * The implemented domains that legitimately live under another name, or have no folder of their own
 * in a package: `null` means none, a string names the folder or namespace used instead.
 */
const EXCEPTIONS: Partial<Record<Domain, Partial<Record<Place, { use: string | null; reason: string }>>>> = {
  accounts: {
    web: { use: 'auth', reason: 'the sign-in, sign-up and password screens are what a visitor calls "auth"' },
    locale: { use: 'auth', reason: 'the same screens and their emails share the auth namespace' },
  },
  audit: {
    locale: {
      use: 'users',
      reason:
        'the audit screen’s strings sit with the other administrator screens’ (jobs, settings) in users.json; the CLI’s in cli.json',
    },
  },
  profiles: {
    web: { use: 'profile', reason: 'the folder holds the one profile screen and the public page' },
    locale: { use: null, reason: 'a handful of strings, kept in web.json beside the shell’s' },
  },
  repositories: { locale: { use: null, reason: 'its few strings live in web.json and cli.json' } },
  settings: { locale: { use: null, reason: 'setting labels live in web.json and cli.json' } },
  help: {
    locale: {
      use: null,
      reason: 'the help itself is Markdown under help/<lang>/; its chrome is in web.json',
    },
  },
  platform: {
    web: { use: null, reason: 'no screen of its own: the landing pages (features/landing) show its counts' },
    locale: { use: null, reason: 'what it answers (health, configuration, counts) carries no text' },
  },
};

/** The domains with at least one endpoint that is not `pending`. */
function implementedDomains(): Domain[] {
  const owners = new Set(
    listEndpoints()
      .filter(({ endpoint }) => endpoint.status === 'implemented')
      .map(({ endpoint }) => endpoint.feature),
  );
  return DOMAINS.filter((domain) => owners.has(domain));
}

describe('domains', () => {
  it('each has its contract folder, whose endpoints all name it', async () => {
    const seen = new Set<string>();
    for (const domain of DOMAINS) {
      const module: Record<string, Record<string, Record<string, Endpoint>>> = await import(
        `./${domain}/${domain}.contract.ts`
      );
      const groups = module[`${domain}Contract`];
      expect(groups, domain).toBeDefined();
      for (const [group, entries] of Object.entries(groups ?? {})) {
        expect(seen.has(group), `group ${group} declared twice`).toBe(false);
        seen.add(group);
        expect(contract[group as keyof typeof contract], `${group} is not in contract/index.ts`).toBe(
          entries,
        );
        for (const [key, endpoint] of Object.entries(entries))
          expect(endpoint.feature, `${group}.${key}`).toBe(domain);
      }
    }
    expect([...seen, 'open'].sort()).toEqual(Object.keys(contract).sort());
  });

  it('each implemented one has its server folder, web folder and locale namespace (or a listed reason)', () => {
    const missing: string[] = [];
    for (const domain of implementedDomains())
      for (const place of Object.keys(PLACES) as Place[]) {
        const exception = EXCEPTIONS[domain]?.[place];
        const own = PLACES[place](domain);
        if (exception && existsSync(join(root, own)))
          missing.push(`${own} exists: drop the exception for ${domain} (${place})`);
        const expected = exception ? exception.use && PLACES[place](exception.use) : own;
        if (expected && !existsSync(join(root, expected))) missing.push(expected);
      }
    expect(missing).toEqual([]);
  });

  it('lists exceptions only for implemented domains', () => {
    const implemented = implementedDomains();
    expect(Object.keys(EXCEPTIONS).filter((domain) => !implemented.includes(domain as Domain))).toEqual([]);
  });
});
