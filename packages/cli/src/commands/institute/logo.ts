import { readFile } from 'node:fs/promises';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';

/** `ailab institute logo <institute> <file>` sets an institute's logo; `--remove [--yes]` drops it. */
export function newInstituteLogoCommand(context: CommandContext): Command {
  return new Command('logo')
    .description(context.t('institutes:cli.logo.description'))
    .argument('<institute>', context.t('institutes:cli.instituteArg'))
    .argument('[file]', context.t('institutes:cli.logo.file'))
    .option('--remove', context.t('institutes:cli.logo.remove'))
    .option('-y, --yes', context.t('institutes:cli.yes'))
    .action((institute: string, file: string | undefined, options: { remove?: boolean; yes?: boolean }) =>
      runInstituteLogo(institute, file, options, context.factory()),
    );
}

export async function runInstituteLogo(
  institute: string,
  path: string | undefined,
  options: { remove?: boolean; yes?: boolean },
  f: Factory,
): Promise<void> {
  if (options.remove && path) throw new UsageError(f.t('institutes:cli.logo.both'));
  if (!options.remove && !path) throw new UsageError(f.t('institutes:cli.logo.needFile'));
  const bytes = path
    ? await readFile(path).catch(() => {
        throw new UsageError(f.t('institutes:cli.logo.unreadable', { path }));
      })
    : undefined;
  if (options.remove)
    await confirmDestructive(f.io, f.t, options.yes, {
      question: f.t('institutes:cli.logo.confirm', { institute }),
      consequence: f.t('institutes:cli.logo.consequence', { institute }),
    });
  await requireToken(f);
  const api = await f.api();
  let answer: { logo_url: string | null };
  if (bytes && path) {
    const { uploadInstituteLogo } = await import('../../services/institute-logo-upload');
    answer = await uploadInstituteLogo(api, institute, bytes, path.split(/[\\/]/).pop() ?? 'logo');
  } else answer = await api.instituteExtras.removeLogo({ institute_id: institute });
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  if (answer.logo_url) f.io.print(answer.logo_url);
  f.io.info(f.t(answer.logo_url ? 'institutes:cli.logo.set' : 'institutes:cli.logo.removed', { institute }));
}
