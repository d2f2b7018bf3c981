import { Command, InvalidArgumentError } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { runApplicationAutoAssign } from './assign-auto';

export interface AssignOptions {
  reviewer: string[];
  auto?: boolean;
  programme?: string;
  perApplication?: number;
  dryRun?: boolean;
}

const collect = (value: string, previous: string[]) => [...previous, value];

function perApplication(raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 10) throw new InvalidArgumentError('1..10');
  return value;
}

/**
 * `ailab application assign <id…> --reviewer <email>` (repeatable), or
 * `ailab application assign --auto [--programme P] [--per-application N] [--dry-run] [id…]`.
 */
export function newApplicationAssignCommand(
  context: CommandContext,
  runF: (ids: string[], options: AssignOptions, factory: Factory) => Promise<void> = runApplicationAssign,
): Command {
  const { t } = context;
  return new Command('assign')
    .description(t('applications:cli.assign.description'))
    .argument('[id...]', t('applications:cli.idArg'))
    .option('--reviewer <email>', t('applications:cli.options.reviewer'), collect, [])
    .option('--auto', t('applications:cli.assign.auto'))
    .option('--programme <slug>', t('applications:cli.options.programme'))
    .option('--per-application <n>', t('applications:cli.assign.perApplication'), perApplication)
    .option('--dry-run', t('applications:cli.assign.dryRun'))
    .action((ids: string[], options: AssignOptions) => runF(ids, options, context.factory()));
}

/** By hand: each reviewer to each application; automatically: the server's balanced plan. */
export async function runApplicationAssign(ids: string[], options: AssignOptions, f: Factory): Promise<void> {
  if (options.auto) return runApplicationAutoAssign(ids, options, f);
  if (ids.length === 0 || options.reviewer.length === 0)
    throw new UsageError(f.t('applications:cli.assign.usage'));
  if (options.dryRun || options.programme || options.perApplication)
    throw new UsageError(f.t('applications:cli.assign.autoOnly'));
  await requireToken(f);
  const api = await f.api();
  const done = [];
  for (const id of ids)
    done.push(await api.adminApplications.update({ action: 'assign', id, add: options.reviewer }));
  if (f.json) printJson(f.io, done);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('applications:cli.assign.done', { count: done.length, reviewer: options.reviewer.join(', ') })}`,
    );
}
