import { readFile } from 'node:fs/promises';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';

/** `ailab research cover <slug> <file>` sets a report's cover image; `--remove [--yes]` drops it. */
export async function runResearchCover(
  slug: string,
  path: string | undefined,
  options: { remove?: boolean; yes?: boolean },
  f: Factory,
): Promise<void> {
  if (options.remove && path) throw new UsageError(f.t('research:cli.cover.both'));
  if (!options.remove && !path) throw new UsageError(f.t('research:cli.cover.needFile'));
  const bytes = path
    ? await readFile(path).catch(() => {
        throw new UsageError(f.t('research:cli.publish.unreadable', { path }));
      })
    : undefined;
  if (options.remove)
    await confirmDestructive(f.io, f.t, options.yes, {
      question: f.t('research:cli.cover.confirm', { slug }),
      consequence: f.t('research:cli.cover.consequence', { slug }),
    });
  await requireToken(f);
  const api = await f.api();
  const { item } = await api.ailabResearch.get({ slug });
  let answer: typeof item;
  if (bytes && path) {
    const { uploadResearchCover } = await import('../../services/research-cover-upload');
    answer = await uploadResearchCover(api, item.id, bytes, path.split(/[\\/]/).pop() ?? 'cover');
  } else answer = await api.ailabResearch.removeCover({ id: item.id });
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  if (answer.cover_url) f.io.print(answer.cover_url);
  f.io.info(f.t(answer.cover_url ? 'research:cli.cover.set' : 'research:cli.cover.removed', { slug }));
}
