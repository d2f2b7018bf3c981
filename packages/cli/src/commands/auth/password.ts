import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { NoPromptError, UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { readAll } from '../../io/io-streams';
import { changePassword } from '../../services/auth-service';
import { loadPrompts, type Prompts } from '../../ui/prompt-types';

interface PasswordOptions {
  stdin?: boolean;
}

/** The current and the new password: two lines on stdin, or asked for (masked) on a terminal. */
async function readPasswords(
  f: Factory,
  options: PasswordOptions,
  prompts: () => Promise<Prompts>,
): Promise<{ current: string; next: string }> {
  const { t, io } = f;
  if (options.stdin) {
    if (io.stdinIsTTY) io.info(io.err.dim(t('auth.password.stdinHint')));
    const [current = '', next = ''] = (await readAll(io.stdin)).split(/\r?\n/);
    if (!current || !next) throw new UsageError(t('auth.password.twoLines'));
    return { current, next };
  }
  if (!io.canPrompt) throw new NoPromptError(t('auth.password.noPrompt'));
  const ask = await prompts();
  const current = await ask.text({ label: t('auth.password.current'), mask: true });
  const next = await ask.text({ label: t('auth.password.new'), mask: true });
  const again = await ask.text({
    label: t('auth.password.again'),
    mask: true,
    validate: (value) => (value === next ? null : t('auth.password.mismatch')),
  });
  if (again !== next) throw new UsageError(t('auth.password.mismatch'));
  return { current, next };
}

/**
 * `ailab auth password [--stdin]`: changes my own password, the first sign-in's forced change included,
 * so a fresh server can be set up headless; the new session is stored and other sessions end.
 */
export async function runPassword(
  options: PasswordOptions,
  f: Factory,
  prompts: () => Promise<Prompts> = () => loadPrompts(f.io, f.t),
): Promise<void> {
  await requireToken(f);
  const { current, next } = await readPasswords(f, options, prompts);
  const result = await changePassword(await f.api(), await f.sessionStorage(), current, next);
  const stored = (await f.token())?.source === 'stored';
  f.io.info(`${f.io.err.green('✓')} ${f.t('auth.password.done', { email: result.user.email })}`);
  if (!stored) f.io.warn(f.io.err.yellow(f.t('auth.password.envToken')));
}

export function newPasswordCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('password')
    .description(t('auth.password.description'))
    .option('--stdin', t('auth.password.options.stdin'))
    .action((options: PasswordOptions) => runPassword(options, context.factory()));
}
