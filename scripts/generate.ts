// `npm run generate`: writes the files derived from one list each, so a new domain or namespace is its
// folder or file and no list to edit: contract/domains.ts and contract/domain-contracts.ts from the folders
// contract/<domain>/<domain>.contract.ts, contract/group-loaders.ts from contract/domain-contracts.ts, i18n/namespaces.ts from the
// files of locales/en-US, i18n/resources/<language>.ts from LANGUAGES and those namespaces, and the web's
// app/routes/domain-page-lists.ts from the files features/<domain>/<domain>.pages.ts, and the server's db/schema.ts
// from every *.tables.ts below server/src. Tests fail while a file is stale.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderSchema } from '@ailab/server/render-schema';
import {
  contractDomainsOf,
  renderDomainContracts,
  renderDomains,
} from '../packages/core/src/contract/render-domain-contracts';
import { contractModules, renderGroupLoaders } from '../packages/core/src/contract/render-group-loaders';
import { LANGUAGES } from '../packages/core/src/i18n/languages';
import { namespacesOf, renderNamespaces } from '../packages/core/src/i18n/render-namespaces';
import { renderLanguageResources } from '../packages/core/src/i18n/resources/render-language-resources';
import { renderDomainPageLists } from '../packages/web/src/app/routes/render-domain-page-lists';

const core = join(import.meta.dirname, '..', 'packages', 'core', 'src');
const contractDir = join(core, 'contract');

function write(path: string, text: string): void {
  const before = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (before === text) return;
  writeFileSync(path, text);
  process.stdout.write(`Wrote ${path}\n`);
}

const domains = contractDomainsOf(readdirSync(contractDir), (domain) =>
  existsSync(join(contractDir, domain, `${domain}.contract.ts`)),
);
write(join(contractDir, 'domains.ts'), renderDomains(domains));
write(join(contractDir, 'domain-contracts.ts'), renderDomainContracts(domains));
const domainContractsSource = readFileSync(join(contractDir, 'domain-contracts.ts'), 'utf8');
const modules = await contractModules(
  domainContractsSource,
  (path) => import(join(contractDir, `${path}.ts`)),
);
write(join(contractDir, 'group-loaders.ts'), renderGroupLoaders(modules));
const namespaces = namespacesOf(readdirSync(join(import.meta.dirname, '..', 'locales', 'en-US')));
write(join(core, 'i18n', 'namespaces.ts'), renderNamespaces(namespaces));
for (const language of LANGUAGES)
  write(join(core, 'i18n', 'resources', `${language}.ts`), renderLanguageResources(language, namespaces));

const features = join(import.meta.dirname, '..', 'packages', 'web', 'src', 'features');
const pageDomains = readdirSync(features).filter((domain) =>
  existsSync(join(features, domain, `${domain}.pages.ts`)),
);
write(join(features, '..', 'app', 'routes', 'domain-page-lists.ts'), renderDomainPageLists(pageDomains));

const serverSrc = join(import.meta.dirname, '..', 'packages', 'server', 'src');
const tablesFiles = readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.tables.ts'))
  .map((path) => ({
    path: relative(serverSrc, join(serverSrc, path)),
    source: readFileSync(join(serverSrc, path), 'utf8'),
  }));
write(join(serverSrc, 'db', 'schema.ts'), renderSchema(tablesFiles));
