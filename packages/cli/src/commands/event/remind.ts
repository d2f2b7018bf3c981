import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';

/** `ailab event remind [--dry-run]`: safe to run every few minutes from cron or CI. */
export function newEventRemindCommand(
  context: CommandContext,
  runF: (options: { dryRun?: boolean }, factory: Factory) => Promise<void> = runEventRemind,
): Command {
  return new Command('remind')
    .description(context.t('events:cli.remind.description'))
    .option('--dry-run', context.t('events:cli.remind.dryRun'))
    .action((options: { dryRun?: boolean }) => runF(options, context.factory()));
}

/** Sends the due day-before reminders once each; --dry-run only counts them. */
export async function runEventRemind(options: { dryRun?: boolean }, f: Factory): Promise<void> {
  await requireToken(f);
  const answer = await (await f.api(undefined, { long: true })).eventExtras.remind({
    dry_run: options.dryRun === true,
  });
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  for (const event of answer.events) f.io.print(`${event.due}\t${event.starts_at}\t${event.title}`);
  f.io.info(
    answer.dry_run
      ? f.t('events:cli.remind.wouldSend', { count: answer.due })
      : f.t('events:cli.remind.sent', { count: answer.sent }),
  );
}
