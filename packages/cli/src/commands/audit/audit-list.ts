import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { parseSince } from '../../services/relative-since';
import { userIdByEmail } from '../../services/user-admin-service';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

/** The flags of `ailab audit list`. */
export interface AuditListFlags extends ListFlags {
  actor?: string;
  target?: string;
  action?: string;
  since?: string;
  until?: string;
}

/** `ailab audit list`. */
export function newAuditListCommand(
  context: CommandContext,
  runF: (factory: Factory, flags: AuditListFlags) => Promise<void> = runAuditList,
): Command {
  const { t } = context;
  const command = new Command('list')
    .alias('ls')
    .description(t('audit.list.description'))
    .option('--actor <user>', t('audit.list.options.actor'))
    .option('--target <type[:id]>', t('audit.list.options.target'))
    .option('--action <name>', t('audit.list.options.action'))
    .option('--since <date>', t('audit.list.options.since'))
    .option('--until <date>', t('audit.list.options.until'));
  return addListOptions(readsFrom(command, 'adminAudit', 'list'), t).action((flags: AuditListFlags) =>
    runF(context.factory(), flags),
  );
}

/** `--target user:42` (or `user:ana@example.com`, resolved before the request) as the list's filters. */
function targetFilters(target: string | undefined, f: Factory): { target_type?: string; target_id?: string } {
  if (target === undefined) return {};
  const [type = '', ...rest] = target.split(':');
  const id = rest.join(':');
  if (type === '' || (rest.length > 0 && id === ''))
    throw new UsageError(f.t('audit.list.invalidTarget', { value: target }));
  return id ? { target_type: type, target_id: id } : { target_type: type };
}

function timeFilter(flag: 'since' | 'until', raw: string | undefined, f: Factory): Record<string, string> {
  if (raw === undefined) return {};
  const at = parseSince(raw, new Date());
  if (at === null) throw new UsageError(f.t('audit.list.badTime', { flag: `--${flag}`, value: raw }));
  return { [flag]: at };
}

/** Lists audit entries, newest first: a table on a terminal, TSV when piped, the page with --json. */
export async function runAuditList(f: Factory, flags: AuditListFlags): Promise<void> {
  const paging = listPagesOptions(flags, f.t);
  const filters = {
    ...(flags.actor ? { actor: flags.actor } : {}),
    ...targetFilters(flags.target, f),
    ...(flags.action ? { action: flags.action } : {}),
    // One date parser for every --since (issue 24 item 9): `7d`, `36h`, `2w` or a date, as news search takes.
    ...timeFilter('since', flags.since, f),
    ...timeFilter('until', flags.until, f),
  };
  await requireToken(f);
  const api = await f.api();
  // `--target user:<email>` names the account by its email; entries store its id (issue 24 item 9: it found nothing).
  if (filters.target_type === 'user' && filters.target_id?.includes('@'))
    filters.target_id = await userIdByEmail(api, filters.target_id);
  const page = await fetchList(api.adminAudit.list, filters, paging);
  const header = (key: string) => f.t(`audit.list.columns.${key}`);
  printList(f, page, [
    { header: header('time'), value: (entry) => entry.created_at },
    { header: header('actor'), value: (entry) => entry.actor?.email ?? f.t('audit.list.system') },
    { header: header('action'), value: (entry) => entry.action },
    { header: header('target'), value: (entry) => `${entry.target.type}:${entry.target.id}` },
  ]);
}
