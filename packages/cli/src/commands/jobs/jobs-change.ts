import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';

/** The flags of `ailab jobs retry|cancel`. */
export interface JobsChangeFlags {
  yes?: boolean;
}

/**
 * `ailab jobs retry <id>` (a dead job back in the queue) and `ailab jobs cancel <id> --yes`
 * (a pending job will not run; asks for `--yes` like other destructive commands).
 */
export function newJobsChangeCommand(
  context: CommandContext,
  name: 'retry' | 'cancel',
  runF: (
    id: string,
    action: 'retry' | 'cancel',
    flags: JobsChangeFlags,
    factory: Factory,
  ) => Promise<void> = runJobsChange,
): Command {
  const { t } = context;
  const command = new Command(name)
    .description(t(`jobs.${name}.description`))
    .argument('<id>', t('jobs.idArg'));
  if (name === 'cancel') command.option('-y, --yes', t('jobs.cancel.yes'));
  return command.action((id: string, flags: JobsChangeFlags) => runF(id, name, flags, context.factory()));
}

export async function runJobsChange(
  id: string,
  action: 'retry' | 'cancel',
  flags: JobsChangeFlags,
  f: Factory,
): Promise<void> {
  if (action === 'cancel' && !flags.yes) throw new UsageError(f.t('jobs.cancel.needsYes', { id }));
  await requireToken(f);
  const api = await f.api();
  const answer = await api.adminJobs[action]({ id: id.trim() });
  if (f.json) printJson(f.io, answer);
  else f.io.info(`${f.io.err.green('✓')} ${answer.message}`);
}
