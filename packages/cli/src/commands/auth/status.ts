import { areaFor } from '@ailab/core/menu/visible-menu';
import { roleName } from '@ailab/core/roles/roles';
import { fullName } from '@ailab/core/session/session';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { AuthRequiredError, EXIT, SilentError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { printJson } from '../../io/json-output';
import { type AuthStatus, readAuthStatus } from '../../services/status-service';
import { readsFrom } from '../json-fields-source';

/** `ailab auth status`: who is signed in, with which roles and area, and where the token came from. */
export function newStatusCommand(
  context: CommandContext,
  runF: (factory: Factory) => Promise<void> = runStatus,
): Command {
  const command = new Command('status')
    .description(context.t('auth.status.description'))
    .action(() => runF(context.factory()));
  return readsFrom(command, 'user', 'whoAmI', { extra: ['server', 'token_source'] });
}

/** Role numbers with their names, e.g. `1 (research), 99 (admin)`. */
export function formatRoles(roles: readonly number[]): string {
  return roles.map((role) => `${role} (${roleName(role) ?? '?'})`).join(', ');
}

function printHuman(f: Factory, status: AuthStatus): void {
  const { io, t } = f;
  const user = status.user;
  if (user === null || status.token_source === null) return;
  const name = fullName(user) ?? t('auth.status.noName');
  io.print(io.out.bold(status.server));
  io.print(`  ${io.out.green('✓')} ${t('auth.status.signedInAs', { name, email: user.email })}`);
  io.print(`  - ${t('auth.status.roles')}: ${formatRoles(user.roles) || '-'}`);
  io.print(`  - ${t('auth.status.area')}: ${areaFor(user.area_code)} (${JSON.stringify(user.area_code)})`);
  io.print(`  - ${t('auth.status.tokenSource')}: ${t(`auth.status.sources.${status.token_source}`)}`);
  if (user.must_change_password) io.print(`  - ${io.out.yellow(t('auth.status.mustChange'))}`);
}

/** Exit 0 when signed in, 4 with no token at all or one the server rejects (the one exit-code rule). */
export async function runStatus(f: Factory): Promise<void> {
  const { io, t } = f;
  const token = await f.token();
  const status = await readAuthStatus(await f.api(null), await f.sessionStorage(), f.server, token);
  if (f.json) printJson(io, status);
  else printHuman(f, status);
  if (token === null) {
    throw new AuthRequiredError(t('auth.status.notSignedIn', { server: f.server }));
  }
  if (!status.result) {
    io.warn(
      `${io.err.red('✗')} ${t('auth.status.invalid', { source: t(`auth.status.sources.${token.source}`) })}`,
    );
    io.warn(io.err.dim(t('errors.loginHint')));
    throw new SilentError(EXIT.auth);
  }
}
