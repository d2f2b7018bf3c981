import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newAdminBackupCommand } from './admin-backup';
import { newAdminRestoreCommand } from './admin-restore';

/** `ailab admin`: operating the platform (backups). */
export function newAdminCommand(context: CommandContext): Command {
  return new Command('admin')
    .description(context.t('admin.description'))
    .addCommand(newAdminBackupCommand(context))
    .addCommand(newAdminRestoreCommand(context));
}
