import { ALL_ROLES, type RoleNumber } from '@ailab/core/roles/roles';
import { InvalidArgumentError } from 'commander';

/** A role number of spec §6 from the command line; anything else is a usage error naming the choices. */
export function parseRole(raw: string): RoleNumber {
  const role = ALL_ROLES.find((candidate) => String(candidate) === raw.trim());
  if (role === undefined) throw new InvalidArgumentError(ALL_ROLES.join(', '));
  return role;
}
