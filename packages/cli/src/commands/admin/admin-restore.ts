import { resolve } from 'node:path';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { EXIT, SilentError, UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { printJson } from '../../io/json-output';

/** The flags of `ailab admin restore`. */
export interface AdminRestoreFlags {
  dataDir: string;
}

/**
 * `ailab admin restore <file> --data-dir <folder>`: a backup archive into a new data folder, every
 * file checked against the archive's manifest. Runs on the machine, without a server; never over an
 * existing data folder.
 */
export function newAdminRestoreCommand(
  context: CommandContext,
  runF: (file: string, flags: AdminRestoreFlags, factory: Factory) => Promise<void> = runAdminRestore,
): Command {
  const { t } = context;
  return new Command('restore')
    .description(t('admin.restore.description'))
    .argument('<file>', t('admin.restore.fileArg'))
    .requiredOption('--data-dir <folder>', t('admin.restore.dataDir'))
    .action((file: string, flags: AdminRestoreFlags) => runF(file, flags, context.factory()));
}

export async function runAdminRestore(file: string, flags: AdminRestoreFlags, f: Factory): Promise<void> {
  const target = resolve(flags.dataDir);
  // tar and the manifest's schema load on demand, never at start-up.
  const { RestoreError, restoreBackup } = await import('../../services/backup-restore');
  try {
    const manifest = await restoreBackup(resolve(file), target);
    const rows = Object.values(manifest.row_counts).reduce((sum, count) => sum + count, 0);
    const media = Object.keys(manifest.files).length - 1;
    if (f.json)
      printJson(f.io, {
        data_dir: target,
        created_at: manifest.created_at,
        tables: Object.keys(manifest.row_counts).length,
        rows,
        media_files: media,
      });
    else {
      f.io.info(
        `${f.io.err.green('✓')} ${f.t('admin.restore.done', { folder: target, createdAt: manifest.created_at, rows, media })}`,
      );
      f.io.info(f.t('admin.restore.next', { folder: target }));
    }
  } catch (error) {
    if (!(error instanceof RestoreError)) throw error;
    if (error.reason === 'targetNotEmpty')
      throw new UsageError(f.t('admin.restore.targetNotEmpty', { folder: target }));
    f.io.warn(f.t(`admin.restore.${error.reason}`, { file, detail: error.detail }));
    throw new SilentError(EXIT.error);
  }
}
