import { ALL_ROLES, ROLE, type RoleNumber, roleName } from '@ailab/core/roles/roles';
import { InvalidArgumentError } from 'commander';

/** `aiTools`, `ai-tools` and `AI_TOOLS` all read as `aitools`. */
const normalise = (text: string) => text.toLowerCase().replace(/[\s_-]/g, '');

/**
 * A role of spec §6 from the command line, by number (`8`) or by name (`learner`, `ai-tools`, `admin`; issue 24 item
 * 9); anything else is a usage error naming the choices.
 */
export function parseRole(raw: string): RoleNumber {
  const text = raw.trim();
  const byNumber = ALL_ROLES.find((candidate) => String(candidate) === text);
  if (byNumber !== undefined) return byNumber;
  const name = (Object.keys(ROLE) as (keyof typeof ROLE)[]).find((key) => normalise(key) === normalise(text));
  if (name !== undefined) return ROLE[name];
  // commander's "Allowed choices are …" wording, which the error handler reads to name the choices translated.
  throw new InvalidArgumentError(
    `Allowed choices are ${ALL_ROLES.map((role) => `${role} (${roleName(role)})`).join(', ')}.`,
  );
}
