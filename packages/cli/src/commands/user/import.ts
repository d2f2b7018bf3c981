import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import type { UserImportFlags } from '../../services/user-import';
import { addBulkOptions } from '../bulk-options';

/**
 * `ailab user import <file> [--dry-run] [--yes] [--failed-out <file>] [--allow-large-change] [--no-invite]
 * [--replace-roles]`.
 */
export function newUserImportCommand(
  context: CommandContext,
  runF: (file: string, flags: UserImportFlags, factory: Factory) => Promise<void> = runUserImport,
): Command {
  const { t } = context;
  const command = new Command('import')
    .description(t('user.import.description'))
    .argument('<file>', t('user.import.file'));
  return addBulkOptions(command, t)
    .option('-y, --yes', t('user.import.options.yes'))
    .option('--allow-large-change', t('user.import.options.allowLargeChange'))
    .option('--no-invite', t('user.import.options.noInvite'))
    .option('--replace-roles', t('user.import.options.replaceRoles'))
    .addHelpText('after', `\n${t('user.import.rolesHelp')}\n\n${t('user.import.examples')}`)
    .action((file: string, flags: UserImportFlags) => runF(file, flags, context.factory()));
}

/** Imports users from a CSV file; the CSV parser and the contract load only here. */
export async function runUserImport(file: string, flags: UserImportFlags, f: Factory): Promise<void> {
  await requireToken(f);
  const { importUsersFromFile } = await import('../../services/user-import');
  await importUsersFromFile(f, file, flags);
}
