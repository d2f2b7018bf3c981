import { readToken } from '@ailab/core/session/session';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { EXIT, SilentError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { signOut } from '../../services/auth-service';

/** `ailab auth logout`: revokes the stored session on the server and forgets it locally. */
export function newLogoutCommand(
  context: CommandContext,
  runF: (factory: Factory) => Promise<void> = runLogout,
): Command {
  return new Command('logout')
    .description(context.t('auth.logout.description'))
    .action(() => runF(context.factory()));
}

/** Signs out of the current server. A token from --token or AILAB_TOKEN is left alone: it belongs to its owner. */
export async function runLogout(f: Factory): Promise<void> {
  const { io, t } = f;
  const storage = await f.sessionStorage();
  const stored = readToken(storage);
  if (stored === null) {
    io.warn(t('auth.logout.notSignedIn', { server: f.server }));
    throw new SilentError(EXIT.error);
  }
  await signOut(await f.api(stored), storage);
  io.info(`${io.err.green('✓')} ${t('auth.logout.done', { server: f.server })}`);
  const active = await f.token();
  if (active !== null && active.source !== 'stored') io.warn(io.err.yellow(t('auth.logout.envTokenStill')));
}
