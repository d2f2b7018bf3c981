import type { ApiTokenScope } from '@ailab/core/auth/api-token-scopes';
import type { ApiClient } from '@ailab/core/client/create-client';
import type { ApiTokenInfo } from '@ailab/core/contract/accounts/user.schemas';

/** The answer of `user.token`, as the contract defines it. */
export type TokenAnswer = Awaited<ReturnType<ApiClient['user']['token']>>;

/** Issues a named API token, limited to `scopes` when given (a CI token); the answer carries its secret once. */
export function createApiToken(
  api: ApiClient,
  name: string,
  expiresInDays?: number,
  scopes: readonly ApiTokenScope[] = [],
): Promise<TokenAnswer> {
  return api.user.token({
    action: 'create',
    name,
    ...(expiresInDays === undefined ? {} : { expires_in_days: expiresInDays }),
    ...(scopes.length > 0 ? { scopes: [...scopes] } : {}),
  });
}

/** The signed-in user's named API tokens; with `includeExpired`, expired ones too (marked `expired`). */
export function listApiTokens(api: ApiClient, includeExpired = false): Promise<TokenAnswer> {
  return api.user.token(includeExpired ? { action: 'list', include_expired: true } : { action: 'list' });
}

/** Revokes one named API token by id. */
export function revokeApiToken(api: ApiClient, id: string): Promise<TokenAnswer> {
  return api.user.token({ action: 'revoke', id });
}

/** Rows for a token table: id, name, created, expires, last used, scopes, state (`stateLabel` of expired or not). */
export function tokenRows(
  tokens: readonly ApiTokenInfo[],
  stateLabel: (expired: boolean) => string,
): string[][] {
  return tokens.map((token) => [
    token.id,
    token.name,
    token.created_at,
    token.expires_at,
    token.last_used_at ?? '-',
    token.scopes.length > 0 ? token.scopes.join(',') : '-',
    stateLabel(token.expired),
  ]);
}
