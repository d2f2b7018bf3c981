import { ROLE } from '@ailab/core/roles/roles';
import type { Caller } from '../../identity/bearer-tokens';
import { rolesOf } from '../../identity/user-mapper';

/** Administrators manage programmes and see everything; role-98 reviewers follow the phase. */
export function isAdministrator(caller: Caller): boolean {
  return rolesOf(caller.user).includes(ROLE.admin);
}

/** In the screening phase, a reviewer who is not an administrator gets no name, email or team. */
export function isBlindFor(caller: Caller, phase: string): boolean {
  return phase === 'screening' && !isAdministrator(caller);
}
