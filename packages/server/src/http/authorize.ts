import type { Access } from '@ailab/core/contract/define';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticateBearer, type Caller, tokenScopes } from '../identity/bearer-tokens';
import { rolesOf } from '../identity/user-mapper';
import { AppError } from './app-error';

/**
 * True when the caller may use an endpoint with this access rule. An API
 * token with scopes is made for one job: it opens only endpoints that name
 * one of its scopes (and public ones). The scope is an upper bound, never a
 * grant: its owner must still hold one of the endpoint's roles now, so a
 * token stops working the moment its owner loses the role.
 * Any other caller needs one of the endpoint's roles.
 */
export function satisfiesAccess(access: Access, caller: Caller): boolean {
  return refusal(access, caller) === null;
}

/** Why the caller may not use an endpoint: a scoped token outside its scopes, missing roles, or null when allowed. */
function refusal(access: Access, caller: Caller): 'scope' | 'roles' | null {
  if (access.kind === 'public') return null;
  const scopes = caller.token.kind === 'api' ? tokenScopes(caller.token.scopes) : [];
  if (
    scopes.length > 0 &&
    !(access.kind === 'roles' && access.apiTokenScope && scopes.includes(access.apiTokenScope))
  )
    return 'scope';
  if (access.kind !== 'roles') return null;
  const held = new Set(rolesOf(caller.user));
  return access.roles.some((role) => held.has(role)) ? null : 'roles';
}

/**
 * The 403 of an access rule, naming what is missing (issue 24 item 9): the roles of which one is needed (also as
 * `requiredRoles` in the body), or the scopes a token is limited to.
 */
function forbidden(access: Access, caller: Caller, reason: 'scope' | 'roles'): AppError {
  if (reason === 'scope')
    return new AppError('FORBIDDEN', {
      messageKey: 'errors:hints.forbiddenScope',
      params: { scopes: tokenScopes(caller.token.scopes).join(', ') },
    });
  const roles = access.kind === 'roles' ? access.roles : [];
  return new AppError('FORBIDDEN', {
    messageKey: 'errors:hints.forbiddenRoles',
    params: { count: roles.length },
    requiredRoles: roles,
  });
}

/**
 * Applies an endpoint's access rule from the contract: resolves the bearer
 * token, requires it unless public, checks roles, and holds back users who
 * must first change a default password.
 */
export async function authorize(
  ctx: AppContext,
  request: FastifyRequest,
  access: Access,
  allowDuringPasswordChange: boolean,
): Promise<Caller | null> {
  const caller = await authenticateBearer(ctx, request.headers.authorization);
  if (access.kind === 'public') return caller;
  if (!caller) throw new AppError('UNAUTHENTICATED');
  if (caller.user.must_change_password === 1 && !allowDuringPasswordChange)
    throw new AppError('PASSWORD_CHANGE_REQUIRED');
  const reason = refusal(access, caller);
  if (reason) throw forbidden(access, caller, reason);
  return caller;
}
