import { LANGUAGES, type Language } from '@ailab/core/i18n/languages';
import type { RoleNumber } from '@ailab/core/roles/roles';
import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { editsSomething, editUser, type UserEdit } from '../../services/user-edit';
import { parseRole } from './parse-role';

/** The flags of `ailab user edit`. */
export interface EditOptions {
  firstName?: string;
  lastName?: string;
  name?: string;
  language?: Language;
  addRole?: RoleNumber[];
  removeRole?: RoleNumber[];
}

const roles = (raw: string, previous: RoleNumber[] = []) => [...previous, parseRole(raw)];

/** `ailab user edit <email> [--name] [--first-name] [--last-name] [--language] [--add-role]… [--remove-role]…`. */
export function newUserEditCommand(
  context: CommandContext,
  runF: (email: string, options: EditOptions, factory: Factory) => Promise<void> = runUserEdit,
): Command {
  const { t } = context;
  return new Command('edit')
    .description(t('user.edit.description'))
    .argument('<email>', t('user.email'))
    .option('--name <full name>', t('user.edit.options.name'))
    .option('--first-name <name>', t('user.invite.options.firstName'))
    .option('--last-name <name>', t('user.invite.options.lastName'))
    .addOption(new Option('--language <lang>', t('user.edit.options.language')).choices(LANGUAGES))
    .addOption(new Option('--add-role <role>', t('user.edit.options.addRole')).argParser(roles))
    .addOption(new Option('--remove-role <role>', t('user.edit.options.removeRole')).argParser(roles))
    .addHelpText('after', `\n${t('user.edit.examples')}`)
    .action((email: string, options: EditOptions) => runF(email, options, context.factory()));
}

/** `--name "Ana María Ruiz"`: the first word is the first name, the rest the last name. */
function splitName(full: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** The edit the flags ask for; contradictory flags are usage errors. */
export function editFromOptions(options: EditOptions, f: Factory): UserEdit {
  if (options.name !== undefined && (options.firstName !== undefined || options.lastName !== undefined))
    throw new UsageError(f.t('user.edit.nameOrParts'));
  const addRoles = options.addRole ?? [];
  const removeRoles = options.removeRole ?? [];
  const both = addRoles.find((role) => removeRoles.includes(role));
  if (both !== undefined) throw new UsageError(f.t('user.edit.addAndRemove', { role: both }));
  const names = options.name === undefined ? {} : splitName(options.name);
  const edit: UserEdit = {
    ...(options.firstName === undefined ? {} : { firstName: options.firstName }),
    ...(options.lastName === undefined ? {} : { lastName: options.lastName }),
    ...names,
    ...(options.language === undefined ? {} : { language: options.language }),
    addRoles,
    removeRoles,
  };
  if (!editsSomething(edit)) throw new UsageError(f.t('user.edit.nothingAsked'));
  return edit;
}

/** Edits one account; a no-op says so, exits 0 and writes nothing (no audit entry). */
export async function runUserEdit(email: string, options: EditOptions, f: Factory): Promise<void> {
  const { io, t } = f;
  const edit = editFromOptions(options, f);
  await requireToken(f);
  const address = email.trim().toLowerCase();
  const result = await editUser(await f.api(), address, edit);
  if (f.json) printJson(io, result);
  if (result.failure !== undefined)
    throw new UsageError(t('user.edit.failed', { email: address, reason: result.failure }));
  if (f.json) return;
  const roles = result.user.roles.join(' ') || '-';
  const name = `${result.user.first_name} ${result.user.last_name}`.trim() || '-';
  if (!result.changed.profile && !result.changed.roles)
    io.info(t('user.edit.unchanged', { email: address, name, roles }));
  else
    io.info(
      `${io.err.green('✓')} ${t('user.edit.done', { email: address, name, language: result.user.language, roles })}`,
    );
}
