import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';

/** `ailab application assign <id…> --reviewer <email>`. */
export function newApplicationAssignCommand(
  context: CommandContext,
  runF: (
    ids: string[],
    options: { reviewer: string },
    factory: Factory,
  ) => Promise<void> = runApplicationAssign,
): Command {
  return new Command('assign')
    .description(context.t('applications:cli.assign.description'))
    .argument('<id...>', context.t('applications:cli.idArg'))
    .requiredOption('--reviewer <email>', context.t('applications:cli.options.reviewer'))
    .action((ids: string[], options: { reviewer: string }) => runF(ids, options, context.factory()));
}

export async function runApplicationAssign(
  ids: string[],
  options: { reviewer: string },
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const done = [];
  for (const id of ids)
    done.push(await api.adminApplications.update({ action: 'assign', id, add: [options.reviewer] }));
  if (f.json) printJson(f.io, done);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('applications:cli.assign.done', { count: done.length, reviewer: options.reviewer })}`,
    );
}
