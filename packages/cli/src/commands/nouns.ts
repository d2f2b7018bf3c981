import type { Command } from 'commander';
import type { CommandContext } from '../command-context';
import { newAccessCommand } from './access/access';
import { newAdminCommand } from './admin/admin';
import { newApiCommand } from './api/api';
import { newApplicationCommand } from './application/application';
import { newAuditCommand } from './audit/audit';
import { newAuthCommand } from './auth/auth';
import { newConfigCommand } from './config/config';
import { newCourseCommand } from './course/course';
import { newEventCommand } from './event/event';
import { newIndustryCommand } from './industry/industry';
import { newInstituteCommand } from './institute/institute';
import { newInvestorCommand } from './investor/investor';
import { newJobsCommand } from './jobs/jobs';
import { newMarketCommand } from './market/market';
import { newNewsCommand } from './news/news';
import { newNotificationsCommand } from './notifications/notifications';
import { newPitchCommand } from './pitch/pitch';
import { newProgrammeCommand } from './programme/programme';
import { newReposCommand } from './repos/repos';
import { newResearchCommand } from './research/research';
import { newSettingsCommand } from './settings/settings';
import { newStartupCommand } from './startup/startup';
import { newPlatformStatusCommand } from './status/status';
import { newUserCommand } from './user/user';
import { newWhoamiCommand } from './whoami/whoami';

/**
 * The nouns of `ailab`, in the order help lists them: one line per noun, each
 * building its whole command with its subcommands. `program.ts` gathers them
 * and adds what spans the tree (completion, help, the group behaviour).
 */
export const NOUN_COMMANDS: readonly ((context: CommandContext) => Command)[] = [
  newAuthCommand,
  newUserCommand,
  (context) => newApiCommand(context),
  newWhoamiCommand,
  newEventCommand,
  newConfigCommand,
  newAuditCommand,
  newJobsCommand,
  newAdminCommand,
  newCourseCommand,
  newInstituteCommand,
  newApplicationCommand,
  newProgrammeCommand,
  newNewsCommand,
  newReposCommand,
  newIndustryCommand,
  newResearchCommand,
  newMarketCommand,
  newStartupCommand,
  newPitchCommand,
  newInvestorCommand,
  newNotificationsCommand,
  newAccessCommand,
  newSettingsCommand,
  newPlatformStatusCommand,
];
