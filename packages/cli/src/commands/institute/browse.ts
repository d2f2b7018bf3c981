import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { NoPromptError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';

/** `ailab institute browse`: the supervisor's Institute Admin screen (terminal only; never loaded when piped). */
export function newInstituteBrowseCommand(context: CommandContext): Command {
  return new Command('browse')
    .description(context.t('institutes:cli.browse.description'))
    .action(() => runInstituteBrowse(context.factory()));
}

export async function runInstituteBrowse(f: Factory): Promise<void> {
  if (!f.io.canPrompt) throw new NoPromptError(f.t('institutes:cli.browse.needsTerminal'));
  await requireToken(f);
  const api = await f.api(undefined, { progress: false });
  const { showInstituteScreen } = await import('../../ui/show-institute-screen');
  await showInstituteScreen(f.io, {
    loadInfo: () => api.supervisor.instituteInfo({}),
    loadTeam: (teamId) => api.supervisor.instituteTeam({ team_id: teamId }),
    t: f.t,
  });
}
