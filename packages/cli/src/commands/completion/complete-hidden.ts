import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { EXIT, SilentError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';

/**
 * `ailab __complete <kind> [prefix]`, hidden: what the completion scripts call for values only the server
 * knows (user emails, event and course slugs, setting keys), one per line. Each request gives up after
 * 2 seconds; any failure (no server, no session, no permission, unknown kind) prints nothing at all and exits 1.
 */
export function newCompleteCommand(
  context: CommandContext,
  runF: (kind: string, prefix: string, factory: Factory) => Promise<void> = runComplete,
): Command {
  return new Command('__complete')
    .argument('<kind>')
    .argument('[prefix]')
    .action((kind: string, prefix: string | undefined) => runF(kind, prefix ?? '', context.factory()));
}

/** Prints the candidates; never a message, never a spinner. */
export async function runComplete(kind: string, prefix: string, f: Factory): Promise<void> {
  try {
    const { completeValues, isCompletionKind } = await import('../../services/complete-values');
    if (!isCompletionKind(kind)) throw new Error(kind);
    const values = await completeValues(await f.api(undefined, { progress: false }), kind, prefix);
    if (values.length > 0) f.io.print(values.join('\n'));
  } catch {
    throw new SilentError(EXIT.error);
  }
}
