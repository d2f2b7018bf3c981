import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';

interface DecideOptions {
  accept?: boolean;
  waitlist?: boolean;
  reject?: boolean;
  dryRun?: boolean;
  yes?: boolean;
}

/** `ailab application decide <id…> --accept|--waitlist|--reject [--dry-run] [--yes]`. */
export function newApplicationDecideCommand(
  context: CommandContext,
  runF: (ids: string[], options: DecideOptions, factory: Factory) => Promise<void> = runApplicationDecide,
): Command {
  const { t } = context;
  return new Command('decide')
    .description(t('applications:cli.decide.description'))
    .argument('<id...>', t('applications:cli.idArg'))
    .option('--accept', t('applications:cli.decide.accept'))
    .option('--waitlist', t('applications:cli.decide.waitlist'))
    .option('--reject', t('applications:cli.decide.reject'))
    .option('--dry-run', t('applications:cli.decide.dryRun'))
    .option('-y, --yes', t('applications:cli.decide.yes'))
    .action((ids: string[], options: DecideOptions) => runF(ids, options, context.factory()));
}

/** The dry run lists who gets which email; the decision itself asks first (or takes --yes). */
export async function runApplicationDecide(ids: string[], options: DecideOptions, f: Factory): Promise<void> {
  const chosen = [
    options.accept && 'accepted',
    options.waitlist && 'waitlisted',
    options.reject && 'rejected',
  ].filter((value): value is 'accepted' | 'waitlisted' | 'rejected' => typeof value === 'string');
  const [decision] = chosen;
  if (chosen.length !== 1 || !decision) throw new UsageError(f.t('applications:cli.decide.one'));
  if (!options.dryRun)
    await confirmDestructive(f.io, f.t, options.yes, {
      question: f.t('applications:cli.decide.confirm', { count: ids.length, decision }),
      consequence: f.t('applications:cli.decide.consequence', { count: ids.length, decision }),
    });
  await requireToken(f);
  const answer = await (await f.api()).adminApplications.decide({
    ids,
    decision,
    dry_run: options.dryRun === true,
  });
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  for (const item of answer.items)
    f.io.print(`${item.id}\t${item.outcome}\t${item.to}\t${item.language}\t${item.subject}`);
}
