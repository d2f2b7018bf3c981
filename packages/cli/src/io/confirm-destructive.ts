import { CancelError, NoPromptError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import { loadPrompts, type Prompts } from '../ui/prompt-types';
import type { IOStreams } from './io-streams';

/** What a destructive command asks, and what it tells a script that did not pass the flag. */
export interface DestructiveQuestion {
  /** The y/N question on a terminal, e.g. "Cancel the event ai-day? Everyone registered is emailed." */
  question: string;
  /** What the command would do, for the refusal off a terminal, e.g. "Cancelling ai-day emails everyone registered." */
  consequence: string;
  /** The flag that answers yes; `--yes` unless the command says otherwise. */
  flag?: string;
}

/**
 * The one rule for destructive commands (gh's): with `--yes` go ahead; on a
 * terminal ask y/N (no is the default); off a terminal (piped, CI) never
 * prompt and refuse with a usage error (exit 2) that says what would happen
 * and names the flag. A "no" is a cancel (exit 2) and nothing is changed.
 * Ink loads only when the question is really asked.
 *
 * @example
 * ```ts
 * await confirmDestructive(f.io, f.t, options.yes, {
 *   question: f.t('events:cli.cancel.confirm', { event }),
 *   consequence: f.t('events:cli.cancel.consequence', { event }),
 * });
 * ```
 */
export async function confirmDestructive(
  io: IOStreams,
  t: Translate,
  yes: boolean | undefined,
  ask: DestructiveQuestion,
  prompts: () => Promise<Prompts> = () => loadPrompts(io, t),
): Promise<void> {
  if (yes === true) return;
  const flag = ask.flag ?? '--yes';
  if (!io.canPrompt) throw new NoPromptError(t('confirm.needsYes', { consequence: ask.consequence, flag }));
  const answer = await (await prompts()).confirm({ message: ask.question });
  if (!answer) throw new CancelError(t('confirm.cancelled'));
}
