import type { Command } from 'commander';
import type { Translate } from '../../i18n/translator';

/** `--material` may be given several times; each adds one line. */
function collectMaterial(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** The event field flags shared by `event create` and `event update`. */
export function addEventFieldOptions(command: Command, t: Translate): Command {
  return command
    .option('--file <path>', t('events:cli.options.file'))
    .option('--title <text>', t('events:cli.options.title'))
    .option('--slug <slug>', t('events:cli.options.slug'))
    .option('--kind <kind>', t('events:cli.options.kind'))
    .option('--description <markdown>', t('events:cli.options.description'))
    .option('--description-file <path>', t('events:cli.options.descriptionFile'))
    .option('--start <time>', t('events:cli.options.start'))
    .option('--end <time>', t('events:cli.options.end'))
    .option('--tz <zone>', t('events:cli.options.tz'))
    .option('--venue <text>', t('events:cli.options.venue'))
    .option('--online-url <url>', t('events:cli.options.onlineUrl'))
    .option('--recording-url <url>', t('events:cli.options.recordingUrl'))
    .option('--material <line>', t('events:cli.options.material'), collectMaterial)
    .option('--capacity <n>', t('events:cli.options.capacity'))
    .option('--publish', t('events:cli.options.publish'));
}
