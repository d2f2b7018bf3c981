import type { Contract, GroupName } from '@ailab/core/contract/index';
import type { Command } from 'commander';
import type { JsonFieldsSource } from '../services/help-fields';

// Symbol.for: the CLI's bundle holds some modules twice (its CommonJS part and its lazy chunks).
const SOURCE = Symbol.for('ailab.jsonFieldsSource');

type Tagged = Command & { [SOURCE]?: JsonFieldsSource };

/**
 * Marks a read command with the endpoint it prints, so its `--help` lists the fields `--json <fields>` accepts,
 * read from that endpoint's response schema (`services/help-fields.ts`), never written out per command. `shape.element`
 * names the answer's array property when the command prints its elements (`tokens`), `shape.extra` fields the command
 * adds to each.
 */
export function readsFrom<G extends GroupName>(
  command: Command,
  group: G,
  endpoint: keyof Contract[G] & string,
  shape: Pick<JsonFieldsSource, 'element' | 'extra'> = {},
): Command {
  (command as Tagged)[SOURCE] = { group, endpoint, ...shape };
  return command;
}

/** The endpoint a command was marked with by {@link readsFrom}, if any. */
export function jsonFieldsSourceOf(command: Command): JsonFieldsSource | undefined {
  return (command as Tagged)[SOURCE];
}
