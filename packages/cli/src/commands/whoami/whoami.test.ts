import { describe, expect, it } from 'vitest';
import { fakeFactory, fakeUser } from '../../../test/support/fake-factory';
import { AuthRequiredError } from '../../errors/cli-errors';
import { runWhoami } from './whoami';

const routes = { '/v2/api/user/who_am_i': () => ({ status: 200, body: { result: true, user: fakeUser() } }) };

describe('whoami', () => {
  it('prints the email alone when piped', async () => {
    const { f, stdout } = fakeFactory({ storedToken: 's', routes });
    await runWhoami(f);
    expect(stdout()).toBe('ada@example.com\n');
  });

  it('prints name and roles on a terminal', async () => {
    const { f, stdout } = fakeFactory({ tty: true, storedToken: 's', routes });
    await runWhoami(f);
    expect(stdout()).toContain('Ada Lovelace');
    expect(stdout()).toContain('Roles: 1 (research)');
  });

  it('prints who_am_i as the contract defines it with --json', async () => {
    const { f, stdout } = fakeFactory({ json: true, storedToken: 's', routes });
    await runWhoami(f);
    expect(JSON.parse(stdout())).toEqual({ result: true, user: fakeUser() });
  });

  it('needs sign-in before any call when there is no token', async () => {
    const { f, calls } = fakeFactory({ routes });
    await expect(runWhoami(f)).rejects.toBeInstanceOf(AuthRequiredError);
    expect(calls).toHaveLength(0);
  });
});
