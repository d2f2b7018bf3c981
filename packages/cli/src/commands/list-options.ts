import { LIST_DEFAULT_LIMIT } from '@ailab/core/contract/schemas/page-limits';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import type { ListPagesOptions } from '../services/list-pages';

/** The paging flags every list command takes, as commander parses them. */
export interface ListFlags {
  limit?: number;
  all?: boolean;
}

function parseLimit(raw: string): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1) throw new InvalidArgumentError(raw);
  return value;
}

/** Adds `--limit <n>` and `--all` to a list command. */
export function addListOptions(command: Command, t: Translate): Command {
  return command
    .addOption(
      new Option('-L, --limit <n>', t('list.options.limit', { default: LIST_DEFAULT_LIMIT })).argParser(
        parseLimit,
      ),
    )
    .addOption(new Option('--all', t('list.options.all')));
}

/** The paging of a list command from its flags; `--limit` with `--all` is a usage error (exit 2). */
export function listPagesOptions(flags: ListFlags, t: Translate): ListPagesOptions {
  if (flags.all && flags.limit !== undefined) throw new UsageError(t('list.limitWithAll'));
  return flags.all ? { all: true } : { limit: flags.limit ?? LIST_DEFAULT_LIMIT };
}
