import { resolve } from 'node:path';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { printJson } from '../../io/json-output';

/** `ailab admin backup <file>`: the server's database and media as one archive, taken while it runs. */
export function newAdminBackupCommand(
  context: CommandContext,
  runF: (file: string, factory: Factory) => Promise<void> = runAdminBackup,
): Command {
  const { t } = context;
  return new Command('backup')
    .description(t('admin.backup.description'))
    .argument('<file>', t('admin.backup.fileArg'))
    .action((file: string) => runF(file, context.factory()));
}

export async function runAdminBackup(file: string, f: Factory): Promise<void> {
  const target = resolve(file);
  // The download (HTTP, the contract's error body) loads on demand, never at start-up.
  const { downloadBackup } = await import('../../services/backup-download');
  const bytes = await downloadBackup(f, target);
  if (f.json) printJson(f.io, { file: target, bytes });
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('admin.backup.done', { file: target, size: (bytes / 1_048_576).toFixed(1) })}`,
    );
}
