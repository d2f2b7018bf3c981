import { ROLE } from '../roles/roles';

/**
 * Scopes an API token may carry, each with the roles a user must hold to
 * create a token with it. A scoped token opens only the endpoints whose
 * contract access names one of its scopes (public ones aside): it is made
 * for a CI job, not for acting as its owner.
 */
export const API_TOKEN_SCOPES = {
  'github:refresh': [ROLE.admin],
  'news:sync': [ROLE.admin],
  'events:remind': [ROLE.admin],
} as const satisfies Record<string, readonly number[]>;

export type ApiTokenScope = keyof typeof API_TOKEN_SCOPES;

/** Every scope name, for schemas and help text. */
export const API_TOKEN_SCOPE_NAMES = Object.keys(API_TOKEN_SCOPES) as [ApiTokenScope, ...ApiTokenScope[]];

/** True when a user holding `roles` may create a token with `scope`. */
export function mayGrantScope(scope: ApiTokenScope, roles: readonly number[]): boolean {
  const required: readonly number[] = API_TOKEN_SCOPES[scope];
  return required.some((role) => roles.includes(role));
}
