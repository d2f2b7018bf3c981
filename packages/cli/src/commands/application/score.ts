import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { parseScore } from '../../services/application-service';

interface ScoreOptions {
  category: string[];
  message?: string;
}

/** `ailab application score <id> --category novelty=4 --category team=5 [-m "…"]`. */
export function newApplicationScoreCommand(
  context: CommandContext,
  runF: (id: string, options: ScoreOptions, factory: Factory) => Promise<void> = runApplicationScore,
): Command {
  return new Command('score')
    .description(context.t('applications:cli.score.description'))
    .argument('<id>', context.t('applications:cli.idArg'))
    .option(
      '--category <name=score>',
      context.t('applications:cli.options.category'),
      (value: string, all: string[] = []) => [...all, value],
    )
    .option('-m, --message <comment>', context.t('applications:cli.options.message'))
    .action((id: string, options: ScoreOptions) =>
      runF(id, { ...options, category: options.category ?? [] }, context.factory()),
    );
}

export async function runApplicationScore(id: string, options: ScoreOptions, f: Factory): Promise<void> {
  const scores: Record<string, number> = {};
  for (const text of options.category) {
    const parsed = parseScore(text);
    if (!parsed) throw new UsageError(f.t('applications:cli.score.bad', { value: text }));
    scores[parsed[0]] = parsed[1];
  }
  if (Object.keys(scores).length === 0) throw new UsageError(f.t('applications:cli.score.none'));
  await requireToken(f);
  const app = await (await f.api()).adminApplications.update({
    action: 'score',
    id,
    scores,
    comment: options.message ?? '',
  });
  if (f.json) printJson(f.io, app.my_review);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('applications:cli.score.done', { total: app.my_review?.total ?? '-' })}`,
    );
}
