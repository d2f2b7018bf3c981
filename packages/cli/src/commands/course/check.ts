import { resolve } from 'node:path';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { EXIT, SilentError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';

/** `ailab course check <dir> [--json]`: checks a course folder offline; exit 0 valid, 2 invalid. */
export function newCourseCheckCommand(
  context: CommandContext,
  runF: (dir: string, factory: Factory) => Promise<void> = runCourseCheck,
): Command {
  return new Command('check')
    .description(context.t('learning:cli.check.description'))
    .argument('<dir>', context.t('learning:cli.import.dir'))
    .action((dir: string) => runF(dir, context.factory()));
}

/** No server and no token: the folder reader and the bundle schema load only here (their own chunk). */
export async function runCourseCheck(dir: string, f: Factory): Promise<void> {
  const { io, t } = f;
  const { checkCourseFolder } = await import('../../services/course-check');
  const result = await checkCourseFolder(resolve(dir), t);
  if (f.json) printJson(io, result);
  else if (result.valid)
    io.info(
      `${io.err.green('✓')} ${t('learning:cli.check.valid', { dir, count: result.units, slug: result.slug ?? '' })}`,
    );
  else {
    const header = ['file', 'field', 'problem'].map((key) => t(`learning:cli.check.columns.${key}`));
    const rows = result.problems.map((problem) => [problem.file, problem.field ?? '', problem.message]);
    io.print(formatTable(header, rows, io.tableWidth, io.out.bold));
    io.info(t('learning:cli.check.invalid', { dir, count: result.problems.length }));
  }
  // Exit 2 as for any input refused (help exit-codes); the problems are already printed.
  if (!result.valid) throw new SilentError(EXIT.usage);
}
