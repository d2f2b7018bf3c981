import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../session/memory-storage';
import { userFixture } from '../testing/user-fixture';
import { createAuthController } from './auth-controller';
import { authReducer, INITIAL_AUTH_STATE } from './auth-state';

const user = userFixture({ email: 'a@b.co' });

describe('authReducer (spec §4)', () => {
  it('starts loading and unauthenticated', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ loading: true, authenticated: false, user: null });
  });
  it('login sets authenticated and the user; logout clears both', () => {
    const inState = authReducer(INITIAL_AUTH_STATE, { type: 'logged-in', user });
    expect(inState).toEqual({ loading: false, authenticated: true, user });
    expect(authReducer(inState, { type: 'logged-out' })).toEqual({
      loading: false,
      authenticated: false,
      user: null,
    });
  });
});

describe('createAuthController', () => {
  it('without a token ends loading unauthenticated and asks nothing', async () => {
    let asked = 0;
    const auth = createAuthController(memoryStorage(), {
      whoAmI: async () => {
        asked += 1;
        return { result: true, user };
      },
    });
    expect((await auth.bootstrap()).authenticated).toBe(false);
    expect(asked).toBe(0);
  });
  it('reads data.result and data.user from who-am-I', async () => {
    const storage = memoryStorage({ authToken: 't' });
    const auth = createAuthController(storage, { whoAmI: async () => ({ result: true, user }) });
    const seen: boolean[] = [];
    auth.subscribe(() => seen.push(auth.getState().loading));
    const state = await auth.bootstrap();
    expect(state).toEqual({ loading: false, authenticated: true, user });
    expect(seen).toEqual([true, false]);
    expect(storage.getItem('emailId')).toBe('a@b.co');
  });
  it('clears the token when who-am-I fails', async () => {
    const storage = memoryStorage({ authToken: 't', colorMode: 'dark' });
    const auth = createAuthController(storage, {
      whoAmI: async () => {
        throw new Error('401');
      },
    });
    expect((await auth.bootstrap()).authenticated).toBe(false);
    expect(storage.getItem('authToken')).toBeNull();
    expect(storage.getItem('colorMode')).toBe('dark');
  });
  it('logout clears locally even when the server cannot be reached', async () => {
    const storage = memoryStorage({ authToken: 't' });
    const auth = createAuthController(storage, {
      whoAmI: async () => ({ result: true, user }),
      revokeCurrent: async () => {
        throw new Error('down');
      },
    });
    await auth.bootstrap();
    await auth.logout();
    expect(auth.getState().authenticated).toBe(false);
    expect(storage.getItem('authToken')).toBeNull();
  });
});
