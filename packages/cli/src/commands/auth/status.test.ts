import { readSession } from '@ailab/core/session/session';
import { describe, expect, it } from 'vitest';
import { fakeFactory, fakeUser, UNAUTHENTICATED } from '../../../test/support/fake-factory';
import { AuthRequiredError, SilentError } from '../../errors/cli-errors';
import { formatRoles, runStatus } from './status';

const whoAmI = (user = fakeUser({ roles: [1, 99], area_code: '100' })) => ({
  '/v2/api/user/who_am_i': () => ({ status: 200, body: { result: true, user } }),
});

describe('auth status', () => {
  it('shows who, roles, area and the token source', async () => {
    const { f, stdout } = fakeFactory({ storedToken: 'stored', routes: whoAmI() });
    await runStatus(f);
    expect(stdout()).toContain('Signed in as Ada Lovelace <ada@example.com>');
    expect(stdout()).toContain('Roles: 1 (research), 99 (admin)');
    expect(stdout()).toContain('Area: admin ("100")');
    expect(stdout()).toContain('Token from: stored session');
  });

  it('prints who_am_i with server and token source under --json', async () => {
    const { f, stdout } = fakeFactory({ json: true, env: { AILAB_TOKEN: 'from-env' }, routes: whoAmI() });
    await runStatus(f);
    expect(JSON.parse(stdout())).toMatchObject({
      server: 'http://ailab.test',
      token_source: 'env',
      result: true,
    });
  });

  it('needs sign-in (exit 4) with no token at all, without calling the server', async () => {
    const { f, calls } = fakeFactory();
    await expect(runStatus(f)).rejects.toBeInstanceOf(AuthRequiredError);
    expect(calls).toHaveLength(0);
  });

  it('fails (exit 4, as every rejected token) for a rejected token and forgets it when it was stored', async () => {
    const { f, storage } = fakeFactory({
      storedToken: 'old',
      routes: { '/v2/api/user/who_am_i': () => UNAUTHENTICATED },
    });
    await expect(runStatus(f)).rejects.toEqual(new SilentError(4));
    expect(readSession(storage)).toBeNull();
  });

  it('names roles', () => {
    expect(formatRoles([3, 42])).toBe('3 (startup), 42 (?)');
  });
});
