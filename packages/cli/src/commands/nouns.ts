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

/** One noun of `ailab`: what the root help says of it, and how to build it with its subcommands. */
export interface NounCommand {
  name: string;
  /** The key of its one-line description (the one its command sets). */
  summary: string;
  /** What the root help prints after the name when the noun takes options or arguments (commander's term). */
  term?: string;
  build: (context: CommandContext) => Command;
}

/**
 * The nouns of `ailab`, in the order help lists them. `program.ts` builds the nouns a run names (with all their
 * subcommands) and gives the others only their name and summary, which is all the root help and commander's
 * dispatch need of them; `nouns.test.ts` checks that each summary and term is what the built noun says.
 */
export const NOUN_COMMANDS: readonly NounCommand[] = [
  { name: 'auth', summary: 'auth.description', build: newAuthCommand },
  { name: 'user', summary: 'user.description', build: newUserCommand },
  {
    name: 'api',
    summary: 'api.description',
    term: '[options] [endpoint]',
    build: (context) => newApiCommand(context),
  },
  { name: 'whoami', summary: 'whoami.description', build: newWhoamiCommand },
  { name: 'event', summary: 'events:cli.description', build: newEventCommand },
  { name: 'config', summary: 'config.description', build: newConfigCommand },
  { name: 'audit', summary: 'audit.description', build: newAuditCommand },
  { name: 'jobs', summary: 'jobs.description', build: newJobsCommand },
  { name: 'admin', summary: 'admin.description', build: newAdminCommand },
  { name: 'course', summary: 'learning:cli.description', build: newCourseCommand },
  { name: 'institute', summary: 'institutes:cli.description', build: newInstituteCommand },
  { name: 'application', summary: 'applications:cli.description', build: newApplicationCommand },
  { name: 'programme', summary: 'applications:cli.programme.description', build: newProgrammeCommand },
  { name: 'news', summary: 'news:cli.description', build: newNewsCommand },
  { name: 'repos', summary: 'news:cli.repos.description', build: newReposCommand },
  { name: 'industry', summary: 'research:cli.industry.description', build: newIndustryCommand },
  { name: 'research', summary: 'research:cli.research.description', build: newResearchCommand },
  { name: 'market', summary: 'research:cli.market.description', build: newMarketCommand },
  { name: 'startup', summary: 'startups:cli.description', build: newStartupCommand },
  { name: 'pitch', summary: 'startups:cli.pitch.description', build: newPitchCommand },
  { name: 'investor', summary: 'startups:cli.investor.description', build: newInvestorCommand },
  {
    name: 'notifications',
    summary: 'notifications:cli.description',
    term: '[options]',
    build: newNotificationsCommand,
  },
  { name: 'access', summary: 'users:access.cli.description', build: newAccessCommand },
  { name: 'settings', summary: 'settings.description', build: newSettingsCommand },
  { name: 'status', summary: 'status.description', build: newPlatformStatusCommand },
];
