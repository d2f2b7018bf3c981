import type { User } from '../contract/accounts/user.schemas';

/** The authentication state of spec §4. */
export interface AuthState {
  loading: boolean;
  authenticated: boolean;
  user: User | null;
}

/** Events that move the authentication state. */
export type AuthEvent =
  | { type: 'bootstrap-started' }
  | { type: 'bootstrap-succeeded'; authenticated: boolean; user: User | null }
  | { type: 'bootstrap-failed' }
  | { type: 'no-token' }
  | { type: 'logged-in'; user: User }
  | { type: 'user-updated'; user: User }
  | { type: 'logged-out' };

/** Loading until the start-up check ends. */
export const INITIAL_AUTH_STATE: AuthState = { loading: true, authenticated: false, user: null };

/** The pure transition function of the authentication state. */
export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'bootstrap-started':
      return { ...state, loading: true };
    case 'bootstrap-succeeded':
      return {
        loading: false,
        authenticated: event.authenticated,
        user: event.authenticated ? event.user : null,
      };
    case 'bootstrap-failed':
    case 'no-token':
    case 'logged-out':
      return { loading: false, authenticated: false, user: null };
    case 'logged-in':
      return { loading: false, authenticated: true, user: event.user };
    case 'user-updated':
      return state.authenticated ? { ...state, user: event.user } : state;
  }
}
