// `npm run openapi`: writes the contract as OpenAPI 3.1 to docs/openapi.json (the server serves the same at /openapi.json).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_VERSION } from '@ailab/server/version';
import { openApiDocument } from '../packages/core/src/contract/openapi-document';

const target = join(import.meta.dirname, '..', 'docs', 'openapi.json');
const document = openApiDocument(SERVER_VERSION);
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
process.stdout.write(`Wrote ${target} (${Object.keys(document.paths as object).length} paths)\n`);
