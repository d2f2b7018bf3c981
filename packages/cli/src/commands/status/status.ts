import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { printJson } from '../../io/json-output';
import { type PlatformStatus, readPlatformStatus } from '../../services/platform-status';
import { formatRoles } from '../auth/status';

/** `ailab status`: the server, its health and version, who is signed in, and the job queue for administrators. */
export function newPlatformStatusCommand(
  context: CommandContext,
  runF: (version: string, factory: Factory) => Promise<void> = runPlatformStatus,
): Command {
  return new Command('status')
    .description(context.t('status.description'))
    .addHelpText('after', `\n${context.t('status.examples')}`)
    .action(() => runF(context.version, context.factory()));
}

function printHuman(f: Factory, status: PlatformStatus): void {
  const { io, t } = f;
  const line = (label: string, value: string) => io.print(`  ${t(`status.fields.${label}`)}: ${value}`);
  io.print(io.out.bold(status.server));
  io.print(`  ${io.out.green('✓')} ${t('status.healthy', { version: status.server_version })}`);
  line('database', status.database);
  line('serverTime', status.server_time);
  line('cliVersion', status.cli_version);
  if (status.user === null)
    line('signedIn', status.token_source === null ? t('status.notSignedIn') : t('status.tokenRejected'));
  else {
    const name = `${status.user.first_name} ${status.user.last_name}`.trim();
    line('signedIn', name ? `${name} <${status.user.email}>` : status.user.email);
    line('roles', formatRoles(status.user.roles) || '-');
  }
  if (status.jobs !== null) {
    const { pending, running, dead } = status.jobs;
    const text = t('status.queue', { pending, running, dead });
    line('jobs', dead > 0 ? io.out.yellow(text) : text);
  }
}

/** Exit 0 when the server answers its health check, signed in or not; an unreachable server fails (exit 1). */
export async function runPlatformStatus(version: string, f: Factory): Promise<void> {
  const status = await readPlatformStatus(await f.api(null), f.server, version, await f.token());
  if (f.json) printJson(f.io, status);
  else printHuman(f, status);
}
