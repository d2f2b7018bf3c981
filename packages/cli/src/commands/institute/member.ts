import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { findInstitute, findTeam } from '../../services/institute-service';

/** `ailab institute member move <email> --institute <slug> --team <team|none>`: adds or moves a learner. */
export function newInstituteMemberCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('member').description(t('institutes:cli.member.description')).addCommand(
    new Command('move')
      .description(t('institutes:cli.member.move'))
      .argument('<email>', t('institutes:cli.member.emailArg'))
      .requiredOption('--institute <institute>', t('institutes:cli.instituteArg'))
      .requiredOption('--team <team>', t('institutes:cli.member.team'))
      .action((email: string, options: { institute: string; team: string }) =>
        runMemberMove(email, options, context.factory()),
      ),
  );
}

export async function runMemberMove(email: string, options: { institute: string; team: string }, f: Factory) {
  await requireToken(f);
  const api = await f.api();
  const institute = await findInstitute(api, options.institute);
  const team = options.team === 'none' ? null : findTeam(institute, options.team, f.t);
  const answer = await api.adminInstitutes.manage({
    institute_id: institute.id,
    action: 'member_move',
    user: email,
    team_id: team?.id ?? null,
  });
  if (f.json) printJson(f.io, answer);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('institutes:cli.member.done', { email, team: team?.name ?? f.t('institutes:cli.noTeam') })}`,
    );
}
