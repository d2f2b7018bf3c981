import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { printList } from '../../io/print-list';
import { findTracked } from '../../services/news-service';
import { pageFromItems } from '../../services/page-from-items';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

/** `ailab repos track list`. */
function newTrackListCommand(context: CommandContext): Command {
  const command = new Command('list').alias('ls').description(context.t('news:cli.track.list.description'));
  return addListOptions(readsFrom(command, 'adminGithub', 'trackedList'), context.t).action(
    (flags: ListFlags) => runTrackList(context.factory(), flags),
  );
}

/** What a refresh follows: a table on a terminal, TSV when piped, `{ items, next_cursor, total }` with --json. */
export async function runTrackList(f: Factory, flags: ListFlags = {}): Promise<void> {
  const paging = listPagesOptions(flags, f.t);
  await requireToken(f);
  const { items } = await (await f.api()).adminGithub.trackedList({});
  const header = (key: string) => f.t(`news:cli.columns.${key}`);
  printList(f, pageFromItems(items, paging), [
    { header: header('id'), value: (target) => target.id },
    { header: header('kind'), value: (target) => f.t(`news:cli.track.kinds.${target.kind}`) },
    { header: header('name'), value: (target) => target.name },
    { header: header('lastRefresh'), value: (target) => target.last_refreshed_at },
    {
      header: header('error'),
      value: (target) => (target.last_error_kind ? f.t(`news:kinds.${target.last_error_kind}`) : ''),
    },
  ]);
}

/** `ailab repos track add <owner/repo | owner> [--user]`. */
function newTrackAddCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('add')
    .description(t('news:cli.track.add.description'))
    .argument('<target>', t('news:cli.track.add.target'))
    .option('--user', t('news:cli.track.add.user'))
    .action((target: string, flags: { user?: boolean }) => runTrackAdd(target, flags, context.factory()));
}

/** `owner/name` follows one repository; a bare name an organisation, or a user with --user. */
export async function runTrackAdd(target: string, flags: { user?: boolean }, f: Factory): Promise<void> {
  const isRepo = target.includes('/');
  if (isRepo && flags.user) throw new UsageError(f.t('news:cli.track.add.userWithRepo'));
  await requireToken(f);
  const kind = isRepo ? ('repo' as const) : flags.user ? ('user' as const) : ('org' as const);
  const added = await (await f.api()).adminGithub.trackedAdd({ kind, name: target });
  if (f.json) printJson(f.io, added);
  else {
    f.io.print(added.id);
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('news:cli.track.add.done', { kind: f.t(`news:cli.track.kinds.${kind}`), name: added.name })}`,
    );
  }
}

/** `ailab repos track remove <id|name>`. */
function newTrackRemoveCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('remove')
    .alias('rm')
    .description(t('news:cli.track.remove.description'))
    .argument('<target>', t('news:cli.track.remove.target'))
    .action((target: string) => runTrackRemove(target, context.factory()));
}

/** Stops following a target; its repositories stay until the next refresh marks them. */
export async function runTrackRemove(value: string, f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const target = await findTracked(api, value, f.t);
  const answer = await api.adminGithub.trackedRemove({ id: target.id });
  if (f.json) printJson(f.io, { ...answer, id: target.id });
  else f.io.info(`${f.io.err.green('✓')} ${f.t('news:cli.track.remove.done', { name: target.name })}`);
}

/** `ailab repos track`: the organisations, users and repositories a refresh follows (role 99). */
export function newReposTrackCommand(context: CommandContext): Command {
  return new Command('track')
    .description(context.t('news:cli.track.description'))
    .addCommand(newTrackListCommand(context))
    .addCommand(newTrackAddCommand(context))
    .addCommand(newTrackRemoveCommand(context));
}
