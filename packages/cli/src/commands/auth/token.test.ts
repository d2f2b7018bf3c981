import { describe, expect, it } from 'vitest';
import { type FakeRoute, fakeFactory } from '../../../test/support/fake-factory';
import { AuthRequiredError, NotFoundError, UsageError } from '../../errors/cli-errors';
import { runPrintToken } from './token';
import { parseDays, runTokenCreate } from './token-create';
import { runTokenList } from './token-list';
import { runTokenRevoke } from './token-revoke';

const info = {
  id: 't1',
  name: 'ci',
  created_at: '2026-01-01',
  expires_at: '2026-04-01',
  last_used_at: null,
  scopes: [],
};
const tokenRoute: FakeRoute = (body) => {
  const action = (body as { action: string }).action;
  if (action === 'create')
    return { status: 200, body: { tokens: [info], created: { ...info, secret: 'ailab_pat_secret' } } };
  return { status: 200, body: { tokens: action === 'list' ? [info] : [] } };
};

describe('auth token', () => {
  it('prints the token in use, with --token beating AILAB_TOKEN beating the stored one', async () => {
    const stored = fakeFactory({ storedToken: 's' });
    await runPrintToken(stored.f);
    expect(stored.stdout()).toBe('s\n');
    const env = fakeFactory({ storedToken: 's', env: { AILAB_TOKEN: 'e' } });
    await runPrintToken(env.f);
    expect(env.stdout()).toBe('e\n');
    const flag = fakeFactory({ storedToken: 's', env: { AILAB_TOKEN: 'e' }, flagToken: 'f' });
    await runPrintToken(flag.f);
    expect(flag.stdout()).toBe('f\n');
  });

  it('needs sign-in when there is no token', async () => {
    await expect(runPrintToken(fakeFactory().f)).rejects.toBeInstanceOf(AuthRequiredError);
  });

  it('creates a named token: the secret alone on stdout, details on stderr', async () => {
    const { f, calls, stdout, stderr } = fakeFactory({
      storedToken: 's',
      routes: { '/v2/api/user/token': tokenRoute },
    });
    await runTokenCreate({ name: 'ci', expiresInDays: 30 }, f);
    expect(calls[0]?.body).toEqual({ action: 'create', name: 'ci', expires_in_days: 30 });
    expect(stdout()).toBe('ailab_pat_secret\n');
    expect(stderr()).toContain('Created token ci (t1)');
  });

  it('lists tokens tab-separated when piped, and the page object with --json', async () => {
    const piped = fakeFactory({ storedToken: 's', routes: { '/v2/api/user/token': tokenRoute } });
    await runTokenList(piped.f);
    expect(piped.stdout()).toBe('t1\tci\t2026-01-01\t2026-04-01\t-\t-\tactive\n');
    const json = fakeFactory({ storedToken: 's', json: true, routes: { '/v2/api/user/token': tokenRoute } });
    await runTokenList(json.f);
    expect(JSON.parse(json.stdout())).toEqual({
      items: [{ ...info, expired: false }],
      next_cursor: null,
      total: 1,
    });
  });

  it('revokes by id or by name; a shared name or an unknown one is refused before anything is revoked', async () => {
    const byId = fakeFactory({ storedToken: 's', routes: { '/v2/api/user/token': tokenRoute } });
    await runTokenRevoke('t1', byId.f);
    expect(byId.calls.at(-1)?.body).toEqual({ action: 'revoke', id: 't1' });
    const byName = fakeFactory({ storedToken: 's', routes: { '/v2/api/user/token': tokenRoute } });
    await runTokenRevoke('ci', byName.f);
    expect(byName.calls.at(-1)?.body).toEqual({ action: 'revoke', id: 't1' });
    const twins: FakeRoute = () => ({
      status: 200,
      body: { tokens: [info, { ...info, id: 't2' }] },
    });
    const shared = fakeFactory({ storedToken: 's', routes: { '/v2/api/user/token': twins } });
    await expect(runTokenRevoke('ci', shared.f)).rejects.toBeInstanceOf(UsageError);
    const unknown = fakeFactory({ storedToken: 's', routes: { '/v2/api/user/token': tokenRoute } });
    await expect(runTokenRevoke('nope', unknown.f)).rejects.toBeInstanceOf(NotFoundError);
    for (const run of [shared, unknown])
      expect(run.calls.map((call) => (call.body as { action: string }).action)).toEqual(['list']);
  });

  it('accepts whole positive days only', () => {
    expect(parseDays('7')).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'x']) expect(() => parseDays(bad)).toThrow();
  });
});
