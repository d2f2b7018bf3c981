import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newUserAccountActionCommand } from './account-action';
import { newUserDisableCommand } from './disable';
import { newUserEditCommand } from './edit';
import { newUserExportCommand } from './export';
import { newUserImportCommand } from './import';
import { newUserInviteCommand } from './invite';
import { newUserListCommand } from './list';
import { newUserManageCommand } from './manage';
import { newUserRoleCommand } from './role';
import { newUserViewCommand } from './view';

/** `ailab user`: administrators list, view, invite, change roles of, disable, enable, import and export users. */
export function newUserCommand(context: CommandContext): Command {
  return new Command('user')
    .description(context.t('user.description'))
    .addCommand(newUserListCommand(context))
    .addCommand(newUserViewCommand(context))
    .addCommand(newUserInviteCommand(context))
    .addCommand(newUserEditCommand(context))
    .addCommand(newUserRoleCommand(context))
    .addCommand(newUserDisableCommand(context, 'disable'))
    .addCommand(newUserDisableCommand(context, 'enable'))
    .addCommand(newUserAccountActionCommand(context, 'resetPassword'))
    .addCommand(newUserAccountActionCommand(context, 'signOut'))
    .addCommand(newUserAccountActionCommand(context, 'delete'))
    .addCommand(newUserImportCommand(context))
    .addCommand(newUserExportCommand(context))
    .addCommand(newUserManageCommand(context));
}
