import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

export interface ApplicationListOptions extends ListFlags {
  programme?: string;
  state?: string;
  needsReview?: boolean;
  sort?: string;
}

/** `ailab application list [--programme P] [--state S] [--needs-review] [--sort -score]`. */
export function newApplicationListCommand(
  context: CommandContext,
  runF: (options: ApplicationListOptions, factory: Factory) => Promise<void> = runApplicationList,
): Command {
  const { t } = context;
  const command = new Command('list')
    .alias('ls')
    .description(t('applications:cli.list.description'))
    .option('--programme <slug>', t('applications:cli.options.programme'))
    .option('--state <state>', t('applications:cli.options.state'))
    .option('--needs-review', t('applications:cli.options.needsReview'))
    .option('--sort <key>', t('applications:cli.options.sort'));
  return addListOptions(readsFrom(command, 'adminApplications', 'list'), t).action(
    (options: ApplicationListOptions) => runF(options, context.factory()),
  );
}

/** The review queue; names are empty where a blind phase hides them. */
export async function runApplicationList(options: ApplicationListOptions, f: Factory): Promise<void> {
  const { t } = f;
  const paging = listPagesOptions(options, t);
  await requireToken(f);
  const api = await f.api();
  const page = await fetchList(
    api.adminApplications.list,
    {
      ...(options.programme ? { programme: options.programme } : {}),
      ...(options.state ? { state: options.state as 'submitted' } : {}),
      ...(options.needsReview ? { needs_my_review: true } : {}),
      ...(options.sort ? { sort: options.sort as 'score' } : {}),
    },
    paging,
  );
  const header = (key: string) => t(`applications:cli.columns.${key}`);
  printList(f, page, [
    { header: header('id'), value: (item) => item.id },
    { header: header('state'), value: (item) => item.state },
    { header: header('score'), value: (item) => (item.score === null ? '-' : item.score.toFixed(2)) },
    { header: header('reviews'), value: (item) => `${item.reviews_count}/${item.reviews_wanted}` },
    { header: header('applicant'), value: (item) => item.applicant_name ?? t('applications:cli.hidden') },
    { header: header('title'), value: (item) => item.title },
  ]);
}
