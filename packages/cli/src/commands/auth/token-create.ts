import { API_TOKEN_SCOPE_NAMES, type ApiTokenScope } from '@ailab/core/auth/api-token-scopes';
import { Command, InvalidArgumentError, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { createApiToken } from '../../services/token-service';

/** Flags of `ailab auth token create`. */
export interface TokenCreateOptions {
  name: string;
  expiresInDays?: number;
  scope?: ApiTokenScope[];
}

/** Parses a positive whole number of days for commander. */
export function parseDays(raw: string): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1) throw new InvalidArgumentError(raw);
  return value;
}

/** `ailab auth token create --name ci [--expires-in-days N] [--scope news:sync]…`. */
export function newTokenCreateCommand(
  context: CommandContext,
  runF: (options: TokenCreateOptions, factory: Factory) => Promise<void> = runTokenCreate,
): Command {
  const { t } = context;
  return new Command('create')
    .description(t('auth.token.create.description'))
    .requiredOption('--name <name>', t('auth.token.create.options.name'))
    .option('--expires-in-days <days>', t('auth.token.create.options.expiresInDays'), parseDays)
    .addOption(
      new Option('--scope <scope>', t('auth.token.create.options.scope'))
        .choices(API_TOKEN_SCOPE_NAMES)
        .argParser((value: string, previous: ApiTokenScope[] = []) => {
          if (!(API_TOKEN_SCOPE_NAMES as readonly string[]).includes(value))
            throw new InvalidArgumentError(`Allowed choices are ${API_TOKEN_SCOPE_NAMES.join(', ')}.`);
          return [...previous, value as ApiTokenScope];
        }),
    )
    .action((options: TokenCreateOptions) => runF(options, context.factory()));
}

/** Issues the token and prints its secret (stdout) once; details go to stderr. */
export async function runTokenCreate(options: TokenCreateOptions, f: Factory): Promise<void> {
  await requireToken(f);
  const answer = await createApiToken(await f.api(), options.name, options.expiresInDays, options.scope);
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  const created = answer.created;
  if (created === undefined) return;
  f.io.info(
    `${f.io.err.green('✓')} ${f.t('auth.token.create.done', { name: created.name, id: created.id, expires: created.expires_at })}`,
  );
  f.io.info(f.io.err.yellow(f.t('auth.token.create.copyNow')));
  f.io.print(created.secret);
}
