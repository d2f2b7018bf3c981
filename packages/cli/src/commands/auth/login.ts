import type { SignInResult } from '@ailab/core/contract/accounts/user.schemas';
import { isApiError } from '@ailab/core/errors/api-error';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { NoPromptError, UsageError } from '../../errors/cli-errors';
import { describeError } from '../../errors/describe-error';
import type { Factory } from '../../factory/factory';
import { readAll } from '../../io/io-streams';
import {
  requestMagicCode,
  signInWithMagicCode,
  signInWithPassword,
  signInWithToken,
} from '../../services/auth-service';
import { loadPrompts, type Prompts } from '../../ui/prompt-types';

/** Flags of `ailab auth login`. */
export interface LoginOptions {
  email?: string;
  passwordStdin?: boolean;
  withToken?: boolean;
  magic?: boolean;
  code?: string;
}

/** `ailab auth login`: an Ink form on a terminal; flags and stdin otherwise. */
export function newLoginCommand(
  context: CommandContext,
  runF: (options: LoginOptions, factory: Factory) => Promise<void> = runLogin,
): Command {
  const { t } = context;
  return new Command('login')
    .description(t('auth.login.description'))
    .option('--email <email>', t('auth.login.options.email'))
    .option('--password-stdin', t('auth.login.options.passwordStdin'))
    .option('--with-token', t('auth.login.options.withToken'))
    .option('--magic', t('auth.login.options.magic'))
    .option('--code <code>', t('auth.login.options.code'))
    .addHelpText('after', `\n${t('auth.login.examples')}`)
    .action((options: LoginOptions) => runF(options, context.factory()));
}

function firstLine(text: string): string {
  return (text.split(/\r?\n/)[0] ?? '').trim();
}

function checkFlags(options: LoginOptions, f: Factory): void {
  const { t } = f;
  if (options.withToken && (options.email || options.passwordStdin || options.magic || options.code))
    throw new UsageError(t('auth.login.withTokenAlone'));
  if (options.passwordStdin && options.magic) throw new UsageError(t('auth.login.passwordOrMagic'));
  if (options.passwordStdin && !options.email) throw new UsageError(t('auth.login.emailNeeded'));
  if (options.code && !options.magic) throw new UsageError(t('auth.login.codeNeedsMagic'));
}

/** Reads stdin to the end; on a terminal, first says how to end the input. */
async function readStdin(f: Factory): Promise<string> {
  if (f.io.stdinIsTTY) f.io.info(f.io.err.dim(f.t('auth.login.stdinHint')));
  return readAll(f.io.stdin);
}

async function withTokenFromStdin(f: Factory): Promise<string> {
  const token = (await readStdin(f)).trim();
  if (!token) throw new UsageError(f.t('auth.login.emptyToken'));
  const storage = await f.sessionStorage();
  const user = await signInWithToken(await f.api(null), storage, token);
  return user.email;
}

async function withPasswordFromStdin(
  f: Factory,
  email: string,
): Promise<{ email: string; mustChange: boolean }> {
  const password = firstLine(await readStdin(f));
  if (!password) throw new UsageError(f.t('auth.login.emptyPassword'));
  return outcomeOf(await signInWithPassword(await f.api(null), await f.sessionStorage(), email, password));
}

/** How many codes a terminal user may type before the command gives up. */
const MAGIC_CODE_ATTEMPTS = 3;

/** What a successful sign-in tells the user. */
interface LoginOutcome {
  email: string;
  mustChange: boolean;
  previousLoginAt?: string | null;
}

function outcomeOf(result: SignInResult): LoginOutcome {
  return {
    email: result.user.email,
    mustChange: result.must_change_password,
    previousLoginAt: result.previous_login_at,
  };
}

async function withMagicCode(
  f: Factory,
  options: LoginOptions,
  prompts: () => Promise<Prompts>,
): Promise<LoginOutcome | null> {
  const { t, io } = f;
  const api = await f.api(null);
  const email =
    options.email ??
    (io.canPrompt ? await (await prompts()).text({ label: t('auth.login.emailLabel') }) : undefined);
  if (!email) throw new NoPromptError(t('auth.login.noPromptEmail'));
  const storage = await f.sessionStorage();
  if (options.code) return outcomeOf(await signInWithMagicCode(api, storage, email, options.code.trim()));
  await requestMagicCode(api, email);
  io.info(t('auth.login.codeSent', { email }));
  if (!io.canPrompt) {
    io.info(t('auth.login.codeNext', { email }));
    return null;
  }
  // A mistyped code on a terminal is asked for again, a few times, instead of starting over.
  for (let attempt = 1; ; attempt += 1) {
    const code = await (await prompts()).text({
      label: t('auth.login.codeLabel'),
      validate: (value) => (/^\d{6}$/.test(value.trim()) ? null : t('auth.login.codeFormat')),
    });
    try {
      return outcomeOf(await signInWithMagicCode(api, storage, email, code));
    } catch (error) {
      if (attempt >= MAGIC_CODE_ATTEMPTS || !isApiError(error, 'CODE_INVALID')) throw error;
      io.warn(`${io.err.red('✗')} ${describeError(error, t)}`);
    }
  }
}

async function interactively(f: Factory, options: LoginOptions, prompts: () => Promise<Prompts>) {
  // The form shows its own "Signing in…"; a spinner would draw over it.
  const api = await f.api(null, { progress: false });
  const storage = await f.sessionStorage();
  const result = await (await prompts()).login({
    initialEmail: options.email,
    describeError: (error) => describeError(error, f.t),
    submit: (email, password) => signInWithPassword(api, storage, email, password),
  });
  return outcomeOf(result);
}

/** Signs in by the first method the flags ask for, and stores the session for the server. */
export async function runLogin(
  options: LoginOptions,
  f: Factory,
  prompts: () => Promise<Prompts> = () => loadPrompts(f.io, f.t),
): Promise<void> {
  const { t, io } = f;
  checkFlags(options, f);
  let outcome: LoginOutcome | null;
  if (options.withToken) outcome = { email: await withTokenFromStdin(f), mustChange: false };
  else if (options.magic) outcome = await withMagicCode(f, options, prompts);
  else if (options.passwordStdin && options.email) outcome = await withPasswordFromStdin(f, options.email);
  else if (io.canPrompt) outcome = await interactively(f, options, prompts);
  else throw new NoPromptError(t('auth.login.noPrompt'));
  if (outcome === null) return;
  io.info(`${io.err.green('✓')} ${t('auth.login.done', { server: f.server, email: outcome.email })}`);
  if (outcome.previousLoginAt) {
    const time = new Date(outcome.previousLoginAt).toLocaleString(f.language);
    io.info(io.err.dim(t('auth:login.lastLogin', { time })));
  }
  if (outcome.mustChange)
    io.warn(io.err.yellow(t('auth.login.mustChange', { url: `${f.server}/change-password` })));
  if ((await f.token())?.source !== 'stored') io.warn(io.err.yellow(t('auth.login.envTokenWins')));
}
