import { roleName } from '@ailab/core/roles/roles';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';

/** The flags of `ailab access approve|decline`. */
export interface AccessDecideFlags {
  note?: string;
}

/** `ailab access approve <id>` or `ailab access decline <id>`, with an optional `--note` for the e-mail. */
export function newAccessDecideCommand(context: CommandContext, decision: 'approve' | 'decline'): Command {
  const { t } = context;
  return new Command(decision)
    .description(t(`users:access.cli.${decision}Description`))
    .argument('<id>', t('users:access.cli.idArgument'))
    .option('--note <text>', t('users:access.cli.noteOption'))
    .action((id: string, flags: AccessDecideFlags) =>
      runAccessDecide(context.factory(), id, decision, flags),
    );
}

/** Decides one request; says what was decided (`--json`: the request as the server answered it). */
export async function runAccessDecide(
  f: Factory,
  id: string,
  decision: 'approve' | 'decline',
  flags: AccessDecideFlags,
): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const { request } = await api.accessRequests.decide({
    id: id.trim(),
    decision,
    ...(flags.note ? { note: flags.note } : {}),
  });
  if (f.json) {
    printJson(f.io, request);
    return;
  }
  const role = f.t(`auth:roles.${roleName(request.role) ?? 'member'}`);
  f.io.info(
    `${f.io.err.green('✓')} ${f.t(`users:access.cli.${decision}d`, { name: request.user_name, role })}`,
  );
}
