import { Command, InvalidArgumentError } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { createApiToken } from '../../services/token-service';

/** Flags of `ailab auth token create`. */
export interface TokenCreateOptions {
  name: string;
  expiresInDays?: number;
}

/** Parses a positive whole number of days for commander. */
export function parseDays(raw: string): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1) throw new InvalidArgumentError(raw);
  return value;
}

/** `ailab auth token create --name ci [--expires-in-days N]`. */
export function newTokenCreateCommand(
  context: CommandContext,
  runF: (options: TokenCreateOptions, factory: Factory) => Promise<void> = runTokenCreate,
): Command {
  const { t } = context;
  return new Command('create')
    .description(t('auth.token.create.description'))
    .requiredOption('--name <name>', t('auth.token.create.options.name'))
    .option('--expires-in-days <days>', t('auth.token.create.options.expiresInDays'), parseDays)
    .action((options: TokenCreateOptions) => runF(options, context.factory()));
}

/** Issues the token and prints its secret (stdout) once; details go to stderr. */
export async function runTokenCreate(options: TokenCreateOptions, f: Factory): Promise<void> {
  await requireToken(f);
  const answer = await createApiToken(await f.api(), options.name, options.expiresInDays);
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
