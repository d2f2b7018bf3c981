import { type ApiTokenScope, mayGrantScope } from '@ailab/core/auth/api-token-scopes';
import type { ApiTokenInfo } from '@ailab/core/contract/accounts/user.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { issueToken, tokenScopes } from '../../identity/bearer-tokens';
import {
  listLiveApiTokens,
  listUnrevokedApiTokens,
  revokeUserToken,
  type TokenRow,
} from '../../identity/tokens.repository';
import { rolesOf } from '../../identity/user-mapper';

type TokenAction =
  | { action: 'create'; name: string; expires_in_days: number; scopes?: ApiTokenScope[] | undefined }
  | { action: 'list'; include_expired?: boolean | undefined }
  | { action: 'revoke'; id: string }
  | { action: 'revoke_current' };

function tokenInfo(
  row: Pick<TokenRow, 'id' | 'name' | 'created_at' | 'expires_at' | 'last_used_at' | 'scopes'>,
  nowIso: string,
): ApiTokenInfo {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at,
    expires_at: row.expires_at,
    last_used_at: row.last_used_at,
    scopes: tokenScopes(row.scopes),
    expired: row.expires_at <= nowIso,
  };
}

/**
 * Named API tokens for scripts and CI: create (the secret is shown once),
 * list (expired ones too, marked, with `include_expired`), revoke one of the caller's own (an expired one too), or revoke the token of this request (sign out).
 */
export async function manageApiTokens(ctx: AppContext, caller: Caller, input: TokenAction) {
  const now = ctx.now().toISOString();
  let created: (ApiTokenInfo & { secret: string }) | undefined;
  if (input.action === 'create') {
    const scopes = [...new Set(input.scopes ?? [])];
    const held = rolesOf(caller.user);
    // A scope opens endpoints its roles guard, so only a holder of those roles may hand it to a token.
    if (scopes.some((scope) => !mayGrantScope(scope, held))) throw new AppError('FORBIDDEN');
    const issued = await issueToken(ctx, caller.user.id, {
      kind: 'api',
      name: input.name,
      days: input.expires_in_days,
      scopes,
    });
    created = {
      id: issued.id,
      name: input.name,
      created_at: issued.createdAt,
      expires_at: issued.expiresAt,
      last_used_at: null,
      scopes,
      expired: false,
      secret: issued.secret,
    };
  } else if (input.action === 'revoke') {
    if (!(await revokeUserToken(ctx.db, caller.user.id, input.id, now)))
      throw new AppError('NOT_FOUND', { params: { path: input.id } });
  } else if (input.action === 'revoke_current') {
    await revokeUserToken(ctx.db, caller.user.id, caller.token.id, now);
  }
  const rows =
    input.action === 'list' && input.include_expired === true
      ? await listUnrevokedApiTokens(ctx.db, caller.user.id)
      : await listLiveApiTokens(ctx.db, caller.user.id, now);
  const tokens = rows.map((row) => tokenInfo(row, now));
  return created ? { tokens, created } : { tokens };
}
