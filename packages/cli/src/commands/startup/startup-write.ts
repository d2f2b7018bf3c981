import type { StartupStage } from '@ailab/core/contract/startups/startup.schemas';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { printList } from '../../io/print-list';
import { resolveStartupId } from '../../services/startup-ref';

/** The flags `startup create` and `startup update` share: each one given is sent, the others left alone. */
interface StartupFlags {
  name?: string;
  slug?: string;
  oneLiner?: string;
  description?: string;
  website?: string;
  stage?: string;
  industry?: string[];
  country?: string;
  founded?: string;
  teamSize?: string;
  fundraising?: boolean;
}

/** A whole number from a flag, or a usage error naming the flag (exit code 2). */
function wholeNumber(value: string, flag: string, f: Factory): number {
  if (!/^\d+$/.test(value.trim()))
    throw new UsageError(f.t('startups:cli.write.notANumber', { flag, value }));
  return Number(value);
}

/** The body fields of the flags given (the server validates each and names a bad one: exit code 2). */
function fieldsOf(flags: StartupFlags, f: Factory) {
  return {
    ...(flags.name !== undefined ? { name: flags.name } : {}),
    ...(flags.slug !== undefined ? { slug: flags.slug } : {}),
    ...(flags.oneLiner !== undefined ? { one_liner: flags.oneLiner } : {}),
    ...(flags.description !== undefined ? { description: flags.description } : {}),
    ...(flags.website !== undefined ? { website: flags.website } : {}),
    ...(flags.stage !== undefined ? { stage: flags.stage as StartupStage } : {}),
    ...(flags.industry !== undefined && flags.industry.length > 0 ? { industries: flags.industry } : {}),
    ...(flags.country !== undefined ? { country: flags.country } : {}),
    ...(flags.founded !== undefined ? { founded_on: flags.founded } : {}),
    ...(flags.teamSize !== undefined ? { team_size: wholeNumber(flags.teamSize, '--team-size', f) } : {}),
    ...(flags.fundraising !== undefined ? { listed_on_fundraising: flags.fundraising } : {}),
  };
}

function withStartupFlags(command: Command, context: CommandContext): Command {
  const { t } = context;
  const option = (key: string) => t(`startups:cli.write.${key}`);
  return command
    .option('--slug <slug>', option('slug'))
    .option('--one-liner <text>', option('oneLiner'))
    .option('--description <markdown>', option('description'))
    .option('--website <url>', option('website'))
    .option('--stage <stage>', option('stage'))
    .option('--industry <slug>', option('industry'), (value: string, previous: string[] = []) => [
      ...previous,
      value,
    ])
    .option('--country <code>', option('country'))
    .option('--founded <date>', option('founded'))
    .option('--team-size <n>', option('teamSize'))
    .option('--fundraising', option('fundraising'))
    .option('--no-fundraising', option('noFundraising'));
}

function printStartup(
  f: Factory,
  startup: { id: string; name: string; stage: string; status: string },
): void {
  if (f.json) printJson(f.io, startup);
  else f.io.print(`${startup.id}\t${startup.name}\t${startup.stage}\t${startup.status}`);
}

/** `ailab startup create --name N [flags]`: a new startup I own. */
export async function runStartupCreate(flags: StartupFlags & { name: string }, f: Factory): Promise<void> {
  await requireToken(f);
  const startup = await (await f.api()).userBusiness.add({ ...fieldsOf(flags, f), name: flags.name });
  printStartup(f, startup);
}

/** `ailab startup update <id> [flags]`: changes only the fields given. */
export async function runStartupUpdate(id: string, flags: StartupFlags, f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const fields = fieldsOf(flags, f);
  const startup = await api.userBusiness.update({ id: await resolveStartupId(api, id, f.t), ...fields });
  printStartup(f, startup);
}

/** `ailab startup archive|restore <id>`. */
export async function runStartupState(id: string, action: 'archive' | 'restore', f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const answer = await api.userBusiness.manage({ action, id: await resolveStartupId(api, id, f.t) });
  if (answer.startup) printStartup(f, answer.startup);
}

/** `ailab startup invite <id> <email> [--role admin|member]`: emails an invitation to join the team. */
export async function runStartupInvite(
  id: string,
  email: string,
  options: { role: 'admin' | 'member' },
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const startupId = await resolveStartupId(api, id, f.t);
  const invitation = await api.userBusiness.invite({ startup_id: startupId, email, role: options.role });
  if (f.json) printJson(f.io, invitation);
  else
    f.io.print(
      `${invitation.id}\t${invitation.email}\t${invitation.role}\t${invitation.status}\t${invitation.expires_at}`,
    );
}

/** `ailab startup members <id>`: the team, as a list (TSV, table or JSON). */
export async function runStartupMembers(id: string, f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const { members } = await api.userBusiness.details({ id: await resolveStartupId(api, id, f.t) });
  const header = (key: string) => f.t(`startups:cli.columns.${key}`);
  printList(f, { items: members, next_cursor: null, total: members.length }, [
    { header: header('userId'), value: (member) => member.user_id },
    { header: header('name'), value: (member) => member.name },
    { header: header('email'), value: (member) => member.email },
    { header: header('role'), value: (member) => member.role },
    { header: header('joined'), value: (member) => member.joined_at.slice(0, 10) },
  ]);
}

/** The writing subcommands of `ailab startup`. */
export function startupWriteCommands(context: CommandContext): Command[] {
  const { t } = context;
  const id = () => t('startups:cli.options.id');
  return [
    withStartupFlags(
      new Command('create')
        .description(t('startups:cli.write.create'))
        .requiredOption('--name <name>', t('startups:cli.write.name')),
      context,
    ).action((flags: StartupFlags & { name: string }) => runStartupCreate(flags, context.factory())),
    withStartupFlags(
      new Command('update')
        .description(t('startups:cli.write.update'))
        .argument('<id>', id())
        .option('--name <name>', t('startups:cli.write.name')),
      context,
    ).action((startupId: string, flags: StartupFlags) =>
      runStartupUpdate(startupId, flags, context.factory()),
    ),
    new Command('archive')
      .description(t('startups:cli.write.archive'))
      .argument('<id>', id())
      .action((startupId: string) => runStartupState(startupId, 'archive', context.factory())),
    new Command('restore')
      .description(t('startups:cli.write.restore'))
      .argument('<id>', id())
      .action((startupId: string) => runStartupState(startupId, 'restore', context.factory())),
    new Command('invite')
      .description(t('startups:cli.write.invite'))
      .argument('<id>', id())
      .argument('<email>', t('startups:cli.write.email'))
      .option('--role <role>', t('startups:cli.write.role'), 'member')
      .action((startupId: string, email: string, options: { role: 'admin' | 'member' }) =>
        runStartupInvite(startupId, email, options, context.factory()),
      ),
    new Command('members')
      .description(t('startups:cli.write.members'))
      .argument('<id>', id())
      .action((startupId: string) => runStartupMembers(startupId, context.factory())),
  ];
}
