import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newInstituteStatusCommand } from './archive';
import { newInstituteAssignCommand } from './assign';
import { newInstituteBrowseCommand } from './browse';
import { newInstituteCreateCommand, newInstituteUpdateCommand } from './create';
import { newInstituteFunnelCommand } from './funnel';
import { newInstituteListCommand } from './list';
import { newInstituteLogoCommand } from './logo';
import { newInstituteMemberCommand } from './member';
import { newInstituteProgressCommand } from './progress';
import { newInstituteRosterCommand } from './roster';
import { newInstituteStalledCommand } from './stalled';
import { newInstituteSupervisorCommand } from './supervisor';
import { newInstituteTeamCommand } from './team';
import { newInstituteViewCommand } from './view';

/** `ailab institute`: institutes, teams, members, supervisors and progress from the terminal. */
export function newInstituteCommand(context: CommandContext): Command {
  return new Command('institute')
    .description(context.t('institutes:cli.description'))
    .addCommand(newInstituteListCommand(context))
    .addCommand(newInstituteViewCommand(context))
    .addCommand(newInstituteCreateCommand(context))
    .addCommand(newInstituteUpdateCommand(context))
    .addCommand(newInstituteStatusCommand(context, 'archive'))
    .addCommand(newInstituteStatusCommand(context, 'restore'))
    .addCommand(newInstituteTeamCommand(context))
    .addCommand(newInstituteRosterCommand(context))
    .addCommand(newInstituteMemberCommand(context))
    .addCommand(newInstituteSupervisorCommand(context))
    .addCommand(newInstituteAssignCommand(context))
    .addCommand(newInstituteProgressCommand(context))
    .addCommand(newInstituteFunnelCommand(context))
    .addCommand(newInstituteStalledCommand(context))
    .addCommand(newInstituteLogoCommand(context))
    .addCommand(newInstituteBrowseCommand(context));
}
