import type { StartupStage } from '@ailab/core/contract/startups/startup.schemas';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

interface InvestorListOptions extends ListFlags {
  stage?: string;
  sector?: string;
  geography?: string;
  forPitch?: string;
}

/**
 * `ailab investor list [--stage s] [--sector slug] [--geography g] [--for-pitch id]`: investors; with
 * `--for-pitch`, ranked by their match with one of my pitches, each with its score and the reasons.
 */
export async function runInvestorList(options: InvestorListOptions, f: Factory): Promise<void> {
  const paging = listPagesOptions(options, f.t);
  await requireToken(f);
  const api = await f.api();
  const page = await fetchList(
    api.investorList.list,
    {
      ...(options.stage ? { stage: options.stage as StartupStage } : {}),
      ...(options.sector ? { sector: options.sector } : {}),
      ...(options.geography ? { geography: options.geography } : {}),
      ...(options.forPitch ? { for_pitch: options.forPitch } : {}),
    },
    paging,
  );
  const header = (key: string) => f.t(`startups:cli.investor.columns.${key}`);
  const reasons = (investor: (typeof page.items)[number]) =>
    investor.match?.reasons
      .map(
        (reason) =>
          `${reason.matched ? '+' : '-'} ${f.t(`startups:reasons.${reason.code}`, { values: reason.values.join(', ') })}`,
      )
      .join('; ');
  printList(f, page, [
    { header: header('name'), value: (investor) => investor.name },
    { header: header('firm'), value: (investor) => investor.firm },
    { header: header('stages'), value: (investor) => investor.stages.join(',') },
    { header: header('sectors'), value: (investor) => investor.sectors.join(',') },
    {
      header: header('cheque'),
      value: (investor) => `${investor.cheque_min}-${investor.cheque_max} ${investor.currency}`,
    },
    ...(options.forPitch
      ? [
          {
            header: header('score'),
            value: (investor: (typeof page.items)[number]) => investor.match?.score,
          },
          { header: header('reasons'), value: reasons },
        ]
      : []),
  ]);
}

/** `ailab investor`: the investors of the studio (roles 3 and 4). */
export function newInvestorCommand(context: CommandContext): Command {
  const { t } = context;
  const list = new Command('list')
    .alias('ls')
    .description(t('startups:cli.investor.list'))
    .option('--stage <stage>', t('startups:cli.investor.stage'))
    .option('--sector <slug>', t('startups:cli.investor.sector'))
    .option('--geography <code>', t('startups:cli.investor.geography'))
    .option('--for-pitch <id>', t('startups:cli.investor.forPitch'));
  return new Command('investor')
    .description(t('startups:cli.investor.description'))
    .addCommand(
      addListOptions(readsFrom(list, 'investorList', 'list'), t).action((options: InvestorListOptions) =>
        runInvestorList(options, context.factory()),
      ),
    );
}
