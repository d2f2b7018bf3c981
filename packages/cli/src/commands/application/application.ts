import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newApplicationAssignCommand } from './assign';
import { newApplicationDecideCommand } from './decide';
import { newApplicationExportCommand } from './export';
import { newApplicationListCommand } from './list';
import { newApplicationScoreCommand } from './score';
import { newApplicationViewCommand } from './view';

/** `ailab application`: review founder applications (roles 98 and 99). */
export function newApplicationCommand(context: CommandContext): Command {
  return new Command('application')
    .description(context.t('applications:cli.description'))
    .addCommand(newApplicationListCommand(context))
    .addCommand(newApplicationViewCommand(context))
    .addCommand(newApplicationAssignCommand(context))
    .addCommand(newApplicationScoreCommand(context))
    .addCommand(newApplicationDecideCommand(context))
    .addCommand(newApplicationExportCommand(context));
}
