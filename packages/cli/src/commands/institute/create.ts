import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';

export interface InstituteFieldOptions {
  name?: string;
  slug?: string;
  kind?: 'university' | 'school' | 'company' | 'bootcamp' | 'other';
  country?: string;
  timeZone?: string;
  website?: string;
  domain?: string[];
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** The editable fields of an institute as flags (create and update). */
export function addInstituteFieldOptions(command: Command, context: CommandContext): Command {
  const { t } = context;
  return command
    .option('--name <name>', t('institutes:cli.fields.name'))
    .option('--slug <slug>', t('institutes:cli.fields.slug'))
    .addOption(
      new Option('--kind <kind>', t('institutes:cli.fields.kind')).choices([
        'university',
        'school',
        'company',
        'bootcamp',
        'other',
      ]),
    )
    .option('--country <code>', t('institutes:cli.fields.country'))
    .option('--time-zone <zone>', t('institutes:cli.fields.timeZone'))
    .option('--website <url>', t('institutes:cli.fields.website'))
    .option('--domain <domain>', t('institutes:cli.fields.domain'), collect);
}

/** The body fields the flags set. */
export function instituteFields(options: InstituteFieldOptions) {
  return {
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.slug !== undefined ? { slug: options.slug } : {}),
    ...(options.kind !== undefined ? { kind: options.kind } : {}),
    ...(options.country !== undefined ? { country: options.country } : {}),
    ...(options.timeZone !== undefined ? { time_zone: options.timeZone } : {}),
    ...(options.website !== undefined ? { website: options.website } : {}),
    ...(options.domain !== undefined ? { email_domains: options.domain } : {}),
  };
}

/** `ailab institute create --name N --slug S --kind K [...]`. */
export function newInstituteCreateCommand(context: CommandContext): Command {
  const command = new Command('create').description(context.t('institutes:cli.create.description'));
  return addInstituteFieldOptions(command, context).action((options: InstituteFieldOptions) =>
    runInstituteCreate(options, context.factory()),
  );
}

export async function runInstituteCreate(options: InstituteFieldOptions, f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  // The server names a missing or wrong field (translated); the CLI sends what it was given.
  const institute = await api.adminInstitutes.add({
    name: options.name ?? '',
    slug: options.slug ?? '',
    kind: options.kind ?? 'other',
    ...instituteFields(options),
  });
  if (f.json) printJson(f.io, institute);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('institutes:cli.create.done', { name: institute.name, slug: institute.slug })}`,
    );
}

/** `ailab institute update <institute> [--name …]`. */
export function newInstituteUpdateCommand(context: CommandContext): Command {
  const command = new Command('update')
    .description(context.t('institutes:cli.update.description'))
    .argument('<institute>', context.t('institutes:cli.instituteArg'));
  return addInstituteFieldOptions(command, context).action(
    (institute: string, options: InstituteFieldOptions) =>
      runInstituteUpdate(institute, options, context.factory()),
  );
}

export async function runInstituteUpdate(
  idOrSlug: string,
  options: InstituteFieldOptions,
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const institute = await api.adminInstitutes.update({ institute_id: idOrSlug, ...instituteFields(options) });
  if (f.json) printJson(f.io, institute);
  else f.io.info(`${f.io.err.green('✓')} ${f.t('institutes:cli.update.done', { name: institute.name })}`);
}
