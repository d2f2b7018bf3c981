import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { readAll } from '../../io/io-streams';
import { printJson } from '../../io/json-output';

/** A share link's password from stdin: its first line as typed (only the line ending dropped). */
export async function readSharePassword(f: Factory): Promise<string> {
  if (f.io.stdinIsTTY) f.io.info(f.io.err.dim(f.t('auth.login.stdinHint')));
  const password = (await readAll(f.io.stdin)).split(/\r?\n/)[0] ?? '';
  if (password === '') throw new UsageError(f.t('startups:cli.share.passwordEmpty'));
  return password;
}

interface PasswordFlags {
  passwordStdin?: boolean;
  remove?: boolean;
}

/** `ailab pitch password <link-id> --password-stdin | --remove`: sets or removes a link's password. */
export async function runPitchPassword(linkId: string, flags: PasswordFlags, f: Factory): Promise<void> {
  if (flags.passwordStdin === flags.remove) throw new UsageError(f.t('startups:cli.share.passwordNeeded'));
  const password = flags.passwordStdin ? await readSharePassword(f) : null;
  await requireToken(f);
  const link = await (await f.api()).startupPitch.sharePassword({ id: linkId, password });
  if (f.json) {
    printJson(f.io, link);
    return;
  }
  f.io.info(
    f.t(link.password ? 'startups:cli.share.passwordSet' : 'startups:cli.share.passwordRemoved', {
      id: link.id,
    }),
  );
}

/** The `ailab pitch password` subcommand. */
export function newPitchPasswordCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('password')
    .description(t('startups:cli.share.password'))
    .argument('<link-id>', t('startups:cli.share.linkId'))
    .option('--password-stdin', t('startups:cli.share.passwordStdin'))
    .option('--remove', t('startups:cli.share.removePassword'))
    .action((id: string, flags: PasswordFlags) => runPitchPassword(id, flags, context.factory()));
}
