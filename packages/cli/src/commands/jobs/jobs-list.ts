import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

/** The job states, as `--state` accepts them (the contract's list; kept here so the CLI loads no zod). */
const STATES = ['pending', 'running', 'done', 'dead', 'cancelled'] as const;
type JobStateFlag = (typeof STATES)[number];

/** The flags of `ailab jobs list`. */
export interface JobsListFlags extends ListFlags {
  state?: JobStateFlag;
  kind?: string;
}

/** `ailab jobs list`. */
export function newJobsListCommand(
  context: CommandContext,
  runF: (factory: Factory, flags: JobsListFlags) => Promise<void> = runJobsList,
): Command {
  const { t } = context;
  const command = new Command('list')
    .alias('ls')
    .description(t('jobs.list.description'))
    .addOption(new Option('--state <state>', t('jobs.list.options.state')).choices(STATES))
    .option('--kind <kind>', t('jobs.list.options.kind'));
  return addListOptions(readsFrom(command, 'adminJobs', 'list'), t).action((flags: JobsListFlags) =>
    runF(context.factory(), flags),
  );
}

/** Lists jobs, newest first: a table on a terminal, TSV when piped, the page with --json. */
export async function runJobsList(f: Factory, flags: JobsListFlags): Promise<void> {
  const paging = listPagesOptions(flags, f.t);
  const filters = {
    ...(flags.state ? { state: flags.state } : {}),
    ...(flags.kind ? { kind: flags.kind } : {}),
  };
  await requireToken(f);
  const api = await f.api();
  const page = await fetchList(api.adminJobs.list, filters, paging);
  const header = (key: string) => f.t(`jobs.list.columns.${key}`);
  printList(f, page, [
    { header: header('id'), value: (job) => job.id },
    { header: header('kind'), value: (job) => job.kind },
    { header: header('state'), value: (job) => job.state },
    { header: header('attempts'), value: (job) => `${job.attempts}/${job.max_attempts}` },
    { header: header('runAt'), value: (job) => job.run_at },
    { header: header('error'), value: (job) => job.last_error ?? '' },
  ]);
}
