import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { addListOptions } from '../list-options';
import {
  runResearchExport,
  runResearchGenerate,
  runResearchList,
  runResearchPublish,
  runResearchReview,
  runResearchView,
} from './research-actions';
import { runResearchCover } from './research-cover';

/** `ailab research`: list, view, export, publish from a Markdown file, review, and draft with a model. */
export function newResearchCommand(context: CommandContext): Command {
  const { t } = context;
  const f = () => context.factory();
  const list = new Command('list')
    .alias('ls')
    .description(t('research:cli.research.list'))
    .option('--state <state>', t('research:cli.research.state'))
    .option('--review', t('research:cli.research.reviewScope'));
  return new Command('research')
    .description(t('research:cli.research.description'))
    .addCommand(addListOptions(list, t).action((options) => runResearchList(options, f())))
    .addCommand(
      new Command('view')
        .description(t('research:cli.research.view'))
        .argument('<slug>', t('research:cli.research.slugArg'))
        .action((slug: string) => runResearchView(slug, f())),
    )
    .addCommand(
      new Command('export')
        .description(t('research:cli.research.export'))
        .argument('<slug>', t('research:cli.research.slugArg'))
        .option('--format <format>', t('research:cli.research.format'), 'md')
        .action((slug: string, options: { format: string }) => runResearchExport(slug, options, f())),
    )
    .addCommand(
      new Command('publish')
        .description(t('research:cli.research.publish'))
        .argument('<file>', t('research:cli.research.fileArg'))
        .option('--industry <slug...>', t('research:cli.research.industry'))
        .option('--schedule <time>', t('research:cli.research.schedule'))
        .action((file: string, options: { industry?: string[]; schedule?: string }) =>
          runResearchPublish(file, options, f()),
        ),
    )
    .addCommand(
      new Command('review')
        .description(t('research:cli.research.review'))
        .argument('<slug>', t('research:cli.research.slugArg'))
        .option('--approve', t('research:cli.research.approve'))
        .option('--request-changes', t('research:cli.research.requestChanges'))
        .option('-m, --message <text>', t('research:cli.research.message'))
        .action((slug: string, options: { approve?: boolean; requestChanges?: boolean; message?: string }) =>
          runResearchReview(slug, options, f()),
        ),
    )
    .addCommand(
      new Command('cover')
        .description(t('research:cli.research.cover'))
        .argument('<slug>', t('research:cli.research.slugArg'))
        .argument('[file]', t('research:cli.research.coverFile'))
        .option('--remove', t('research:cli.research.coverRemove'))
        .option('-y, --yes', t('research:cli.research.yes'))
        .action((slug: string, file: string | undefined, options: { remove?: boolean; yes?: boolean }) =>
          runResearchCover(slug, file, options, f()),
        ),
    )
    .addCommand(
      new Command('generate')
        .description(t('research:cli.research.generate'))
        .requiredOption('--industry <slug>', t('research:cli.industry.slugArg'))
        .option('--topic <text>', t('research:cli.research.topic'))
        .option('--save', t('research:cli.research.save'))
        .action((options: { industry: string; topic?: string; save?: boolean }) =>
          runResearchGenerate(options, f()),
        ),
    );
}
