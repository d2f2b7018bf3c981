import { readSession } from '@ailab/core/session/session';
import { describe, expect, it } from 'vitest';
import { fakeFactory } from '../../../test/support/fake-factory';
import { SilentError } from '../../errors/cli-errors';
import { runLogout } from './logout';

const revoke = { '/v2/api/user/token': () => ({ status: 200, body: { tokens: [] } }) };

describe('auth logout', () => {
  it('revokes the stored token on the server, then clears it', async () => {
    const { f, storage, calls } = fakeFactory({ storedToken: 'stored-tok', routes: revoke });
    await runLogout(f);
    expect(calls[0]).toMatchObject({
      body: { action: 'revoke_current' },
      authorization: 'Bearer stored-tok',
    });
    expect(readSession(storage)).toBeNull();
  });

  it('revokes the stored token, never the AILAB_TOKEN one, and says the env token still applies', async () => {
    const { f, calls, stderr } = fakeFactory({
      storedToken: 'stored-tok',
      env: { AILAB_TOKEN: 'ci' },
      routes: revoke,
    });
    await runLogout(f);
    expect(calls[0]?.authorization).toBe('Bearer stored-tok');
    expect(stderr()).toContain('AILAB_TOKEN');
  });

  it('clears the session even when the server cannot be reached', async () => {
    const { f, storage } = fakeFactory({ storedToken: 'stored-tok' });
    await runLogout(f);
    expect(readSession(storage)).toBeNull();
  });

  it('fails when no one is signed in', async () => {
    const { f } = fakeFactory();
    await expect(runLogout(f)).rejects.toEqual(new SilentError(1));
  });
});
