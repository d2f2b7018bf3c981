import type { SignInResult, User } from '../contract/accounts/user.schemas';
import {
  clearSession,
  readToken,
  type SessionStorage,
  sessionFromSignIn,
  sessionFromUser,
  writeSession,
} from '../session/session';
import { type AuthEvent, type AuthState, authReducer, INITIAL_AUTH_STATE } from './auth-state';

/** What the controller needs from the API: who-am-I and a best-effort server sign-out. */
export interface AuthApi {
  whoAmI(): Promise<{ result: boolean; user: User }>;
  revokeCurrent?(): Promise<unknown>;
}

/** A framework-free store for the authentication state, for React's useSyncExternalStore or a CLI. */
export interface AuthController {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Spec §4: with a stored token, ask who-am-I; on failure clear the token. */
  bootstrap(): Promise<AuthState>;
  login(result: SignInResult): void;
  updateUser(user: User): void;
  /** Clears the session locally; also revokes the token on the server when possible. */
  logout(): Promise<void>;
  /** Clears the session locally without calling the server (after a 401). */
  forget(): void;
}

/** Creates the authentication controller over a session storage. */
export function createAuthController(storage: SessionStorage, api: AuthApi): AuthController {
  let state = INITIAL_AUTH_STATE;
  const listeners = new Set<() => void>();
  const dispatch = (event: AuthEvent) => {
    state = authReducer(state, event);
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async bootstrap() {
      const token = readToken(storage);
      if (!token) {
        dispatch({ type: 'no-token' });
        return state;
      }
      dispatch({ type: 'bootstrap-started' });
      try {
        const answer = await api.whoAmI();
        if (answer.result) writeSession(storage, sessionFromUser(answer.user, token));
        else clearSession(storage);
        dispatch({ type: 'bootstrap-succeeded', authenticated: answer.result, user: answer.user });
      } catch {
        clearSession(storage);
        dispatch({ type: 'bootstrap-failed' });
      }
      return state;
    },
    login(result) {
      writeSession(storage, sessionFromSignIn(result));
      dispatch({ type: 'logged-in', user: result.user });
    },
    updateUser(user) {
      const token = readToken(storage);
      if (token) writeSession(storage, sessionFromUser(user, token));
      dispatch({ type: 'user-updated', user });
    },
    async logout() {
      const hadToken = readToken(storage) !== null;
      try {
        if (hadToken) await api.revokeCurrent?.();
      } catch {
        // Signing out locally must work even when the server cannot be reached.
      } finally {
        clearSession(storage);
        dispatch({ type: 'logged-out' });
      }
    },
    forget() {
      clearSession(storage);
      dispatch({ type: 'logged-out' });
    },
  };
}
