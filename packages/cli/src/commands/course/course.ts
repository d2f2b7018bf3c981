import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newCourseBrowseCommand } from './browse';
import { newCourseCheckCommand } from './check';
import { newCourseCreateCommand } from './create';
import { newCourseDeleteCommand } from './delete';
import { newCourseEnrolCommand } from './enrol';
import { newCourseExportCommand } from './export';
import { newCourseImportCommand } from './import';
import { newCourseListCommand } from './list';
import { newCourseManageCommand } from './manage';
import { newCourseProgressCommand } from './progress';
import { newCourseUnenrolCommand } from './unenrol';
import { newCourseUpdateCommand } from './update';
import { newCourseViewCommand } from './view';

/** `ailab course …`: courses for administrators, and courses as code. */
export function newCourseCommand(context: CommandContext): Command {
  const course = new Command('course')
    .description(context.t('learning:cli.description'))
    .addCommand(newCourseBrowseCommand(context))
    .addCommand(newCourseListCommand(context))
    .addCommand(newCourseViewCommand(context))
    .addCommand(newCourseCreateCommand(context))
    .addCommand(newCourseUpdateCommand(context))
    .addCommand(newCourseManageCommand(context, 'publish'))
    .addCommand(newCourseManageCommand(context, 'unpublish'))
    .addCommand(newCourseManageCommand(context, 'archive'))
    .addCommand(newCourseDeleteCommand(context))
    .addCommand(newCourseImportCommand(context))
    .addCommand(newCourseCheckCommand(context))
    .addCommand(newCourseExportCommand(context))
    .addCommand(newCourseEnrolCommand(context))
    .addCommand(newCourseUnenrolCommand(context))
    .addCommand(newCourseProgressCommand(context));
  return course;
}
