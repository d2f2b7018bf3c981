import { createAuthController } from '@ailab/core/auth/auth-controller';
import type { ApiClient } from '@ailab/core/client/create-client';
import type { SignInResult, User } from '@ailab/core/contract/accounts/user.schemas';
import { isApiError } from '@ailab/core/errors/api-error';
import { type SessionStorage, sessionFromUser, writeSession } from '@ailab/core/session/session';

/** Signs in with email and password and stores the session (core's auth controller). */
export async function signInWithPassword(
  api: ApiClient,
  storage: SessionStorage,
  email: string,
  password: string,
): Promise<SignInResult> {
  const result = await api.user.login({ email, password });
  controllerFor(api, storage).login(result);
  return result;
}

/** Checks an API token with who_am_i and stores it as the session. */
export async function signInWithToken(api: ApiClient, storage: SessionStorage, token: string): Promise<User> {
  const answer = await api.user.whoAmI({}, { token });
  writeSession(storage, sessionFromUser(answer.user, token));
  return answer.user;
}

/**
 * Changes my password (`update_default_password`: the forced first change or any later one) and stores
 * the session the answer carries: the server ends every other session.
 */
export async function changePassword(
  api: ApiClient,
  storage: SessionStorage,
  current: string,
  next: string,
): Promise<SignInResult> {
  const result = await api.user.updateDefaultPassword({ current_password: current, new_password: next });
  controllerFor(api, storage).login(result);
  return result;
}

/** Emails a one-time sign-in code. */
export async function requestMagicCode(api: ApiClient, email: string): Promise<void> {
  await api.user.requestMagicCode({ email });
}

/** Signs in with an emailed code and stores the session. */
export async function signInWithMagicCode(
  api: ApiClient,
  storage: SessionStorage,
  email: string,
  code: string,
): Promise<SignInResult> {
  const result = await api.user.verifyMagicCode({ email, code });
  controllerFor(api, storage).login(result);
  return result;
}

/** Revokes the stored session token on the server (best effort) and clears it locally. */
export async function signOut(api: ApiClient, storage: SessionStorage): Promise<void> {
  await controllerFor(api, storage).logout();
}

/** who_am_i for a token: the answer, or null when the server rejects the token. */
export async function checkToken(
  api: ApiClient,
  token: string,
): Promise<{ result: boolean; user: User } | null> {
  try {
    return await api.user.whoAmI({}, { token });
  } catch (error) {
    if (isApiError(error, 'UNAUTHENTICATED')) return null;
    throw error;
  }
}

function controllerFor(api: ApiClient, storage: SessionStorage) {
  return createAuthController(storage, {
    whoAmI: () => api.user.whoAmI({}),
    revokeCurrent: () => api.user.token({ action: 'revoke_current' }),
  });
}
