import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';

/** `ailab institute archive <institute> --yes` and `ailab institute restore <institute>`. */
export function newInstituteStatusCommand(context: CommandContext, action: 'archive' | 'restore'): Command {
  const command = new Command(action)
    .description(context.t(`institutes:cli.${action}.description`))
    .argument('<institute>', context.t('institutes:cli.instituteArg'));
  if (action === 'archive') command.option('-y, --yes', context.t('institutes:cli.yes'));
  return command.action((institute: string, options: { yes?: boolean }) =>
    runInstituteStatus(institute, action, options, context.factory()),
  );
}

export async function runInstituteStatus(
  idOrSlug: string,
  action: 'archive' | 'restore',
  options: { yes?: boolean },
  f: Factory,
): Promise<void> {
  if (action === 'archive')
    await confirmDestructive(f.io, f.t, options.yes, {
      question: f.t('institutes:cli.archive.confirm', { institute: idOrSlug }),
      consequence: f.t('institutes:cli.archive.consequence', { institute: idOrSlug }),
    });
  await requireToken(f);
  const api = await f.api();
  const answer = await api.adminInstitutes.manage({ institute_id: idOrSlug, action });
  if (f.json) printJson(f.io, answer);
  else f.io.info(`${f.io.err.green('✓')} ${f.t(`institutes:cli.${action}.done`, { institute: idOrSlug })}`);
}
