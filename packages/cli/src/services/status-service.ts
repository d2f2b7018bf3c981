import type { ApiClient } from '@ailab/core/client/create-client';
import type { User } from '@ailab/core/contract/accounts/user.schemas';
import { clearSession, type SessionStorage } from '@ailab/core/session/session';
import type { ResolvedToken, TokenSource } from '../factory/token-source';
import { checkToken } from './auth-service';

/** `auth status --json`: who_am_i's `{ result, user }` plus the server and where the token came from. */
export interface AuthStatus {
  server: string;
  token_source: TokenSource | null;
  result: boolean;
  user: User | null;
}

/**
 * Asks who_am_i with the token in use. A stored token the server rejects is
 * cleared, as spec §4 does at start-up; a token from a flag or the
 * environment is only reported.
 */
export async function readAuthStatus(
  api: ApiClient,
  storage: SessionStorage,
  server: string,
  token: ResolvedToken | null,
): Promise<AuthStatus> {
  if (token === null) return { server, token_source: null, result: false, user: null };
  const answer = await checkToken(api, token.value);
  if (answer === null || !answer.result) {
    if (token.source === 'stored') clearSession(storage);
    return { server, token_source: token.source, result: false, user: null };
  }
  return { server, token_source: token.source, result: true, user: answer.user };
}
