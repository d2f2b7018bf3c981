import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Endpoints beyond the spec's 139, as `METHOD /path`: each feature's doc in
 * `docs/` lists its extras as table rows under a `## Contract extras` heading.
 */
export function documentedExtras(docsDir = join(import.meta.dirname, '../../../../docs')): string[] {
  return readdirSync(docsDir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .flatMap((file) => {
      const text = readFileSync(join(docsDir, file), 'utf8');
      const section = text.split(/^## /m).find((part) => part.startsWith('Contract extras'));
      if (!section) return [];
      return [...section.matchAll(/^\| `(POST|PUT) (\/[^`\s]+)`/gm)].map(
        (match) => `${match[1]} ${match[2]}`,
      );
    });
}
