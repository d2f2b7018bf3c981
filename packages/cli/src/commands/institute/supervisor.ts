import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';
import { printList } from '../../io/print-list';
import { findInstitute, findTeam, parseDays } from '../../services/institute-service';

const collect = (value: string, previous: string[] = []) => [...previous, value];

interface InviteOptions {
  institute: string;
  team?: string[];
  expires?: string;
}

async function runInvite(email: string, options: InviteOptions, f: Factory): Promise<void> {
  const days = options.expires ? parseDays(options.expires, f.t) : undefined;
  await requireToken(f);
  const api = await f.api();
  const institute = await findInstitute(api, options.institute);
  const teamIds = (options.team ?? []).map((team) => findTeam(institute, team, f.t).id);
  const invitation = await api.adminSupervisors.invite({
    institute_id: institute.id,
    email,
    team_ids: teamIds,
    ...(days ? { expires_in_days: days } : {}),
  });
  if (f.json) printJson(f.io, invitation);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('institutes:cli.supervisor.invited', { email: invitation.email, date: invitation.expires_at.slice(0, 10) })}`,
    );
}

async function runList(idOrSlug: string, f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const answer = await api.adminSupervisors.listing({ institute_id: idOrSlug, limit: 100 });
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  for (const supervisor of answer.supervisors)
    f.io.print(
      `${supervisor.name} <${supervisor.email}>\t${supervisor.scopes.map((s) => s.team_name ?? f.t('institutes:cli.wholeInstitute')).join(', ')}`,
    );
  const c = (key: string) => f.t(`institutes:cli.columns.${key}`);
  printList({ io: f.io, t: f.t, json: false }, answer, [
    { header: c('email'), value: (i) => i.email },
    { header: c('status'), value: (i) => i.status },
    { header: c('scope'), value: (i) => i.team_names.join(', ') || f.t('institutes:cli.wholeInstitute') },
    { header: c('expires'), value: (i) => i.expires_at.slice(0, 10) },
    { header: c('id'), value: (i) => i.id },
  ]);
}

async function runRevoke(invitationId: string, options: { yes?: boolean }, f: Factory): Promise<void> {
  await confirmDestructive(f.io, f.t, options.yes, {
    question: f.t('institutes:cli.supervisor.revokeConfirm', { id: invitationId }),
    consequence: f.t('institutes:cli.supervisor.revokeConsequence'),
  });
  await requireToken(f);
  const answer = await (await f.api()).adminSupervisors.manage({
    action: 'revoke',
    invitation_id: invitationId,
  });
  if (f.json) printJson(f.io, answer);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('institutes:cli.supervisor.revoked', { email: answer.invitation?.email ?? '' })}`,
    );
}

/** `ailab institute supervisor invite|list|revoke`. */
export function newInstituteSupervisorCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('supervisor')
    .description(t('institutes:cli.supervisor.description'))
    .addCommand(
      new Command('invite')
        .description(t('institutes:cli.supervisor.invite'))
        .argument('<email>', t('institutes:cli.supervisor.emailArg'))
        .requiredOption('--institute <institute>', t('institutes:cli.instituteArg'))
        .option('--team <team>', t('institutes:cli.supervisor.team'), collect)
        .option('--expires <days>', t('institutes:cli.supervisor.expires'))
        .action((email: string, options: InviteOptions) => runInvite(email, options, context.factory())),
    )
    .addCommand(
      new Command('list')
        .description(t('institutes:cli.supervisor.list'))
        .argument('<institute>', t('institutes:cli.instituteArg'))
        .action((institute: string) => runList(institute, context.factory())),
    )
    .addCommand(
      new Command('revoke')
        .description(t('institutes:cli.supervisor.revoke'))
        .argument('<invitation>', t('institutes:cli.supervisor.invitationArg'))
        .option('-y, --yes', t('institutes:cli.yes'))
        .action((invitation: string, options: { yes?: boolean }) =>
          runRevoke(invitation, options, context.factory()),
        ),
    );
}
