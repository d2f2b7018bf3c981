import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listEndpoints } from '@ailab/core/contract/index';
import { describe, expect, it } from 'vitest';
import { fakeFactory } from '../../../test/support/fake-factory';
import { AuthRequiredError, UsageError } from '../../errors/cli-errors';
import { type ApiOptions, runApi } from './api';

const none: ApiOptions = { rawField: [], field: [] };
const ping = {
  '/v2/api/open/ping': () => ({
    status: 200,
    body: { ok: true, time: 't', version: 'v', database: 'sqlite' },
  }),
};

describe('api', () => {
  it('calls an endpoint by name and prints raw JSON when piped', async () => {
    const { f, stdout } = fakeFactory({ routes: ping });
    await runApi('open.ping', none, f);
    expect(stdout()).toBe('{"ok":true,"time":"t","version":"v","database":"sqlite"}\n');
  });

  it('pretty-prints coloured JSON on a terminal', async () => {
    const { f, stdout } = fakeFactory({ tty: true, routes: ping });
    await runApi('/v2/api/open/ping', none, f);
    expect(stdout()).toContain('\u001b[');
    expect(stdout()).toContain('\n  ');
  });

  it('builds the body from -f strings and typed -F values, nested keys included', async () => {
    const { f, calls } = fakeFactory({
      storedToken: 's',
      routes: { '/v2/api/user/token': () => ({ status: 200, body: { tokens: [] } }) },
    });
    await runApi('user.token', { rawField: ['action=create', 'name=42'], field: ['expires_in_days=7'] }, f);
    expect(calls[0]?.body).toEqual({ action: 'create', name: '42', expires_in_days: 7 });
  });

  it('reads the body from a file with --input', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ailab-api-'));
    const file = join(dir, 'body.json');
    writeFileSync(file, '{"action":"list"}');
    const { f, calls } = fakeFactory({
      storedToken: 's',
      routes: { '/v2/api/user/token': () => ({ status: 200, body: { tokens: [] } }) },
    });
    await runApi('user.token', { ...none, input: file }, f);
    rmSync(dir, { recursive: true, force: true });
    expect(calls[0]?.body).toEqual({ action: 'list' });
  });

  it('rejects a body that breaks the contract before sending, naming each field', async () => {
    const { f, calls } = fakeFactory({ storedToken: 's' });
    const attempt = runApi('user.login', { rawField: ['email=nope'], field: ['extra=1'] }, f);
    await expect(attempt).rejects.toBeInstanceOf(UsageError);
    await expect(runApi('user.login', { rawField: ['email=nope'], field: ['extra=1'] }, f)).rejects.toThrow(
      /email: Email must be a valid email address[\s\S]*password: Password is required[\s\S]*extra: extra is not an accepted field/,
    );
    expect(calls).toHaveLength(0);
  });

  it('names the accepted values of a discriminator', async () => {
    const { f } = fakeFactory({ storedToken: 's' });
    await expect(runApi('user.token', { rawField: ['action=nope'], field: [] }, f)).rejects.toThrow(
      'action: Action must be one of: create, list, revoke, revoke_current',
    );
  });

  it('needs sign-in for member endpoints before any call, but not for public ones', async () => {
    const { f, calls } = fakeFactory({ routes: ping });
    await expect(runApi('user.whoAmI', none, f)).rejects.toBeInstanceOf(AuthRequiredError);
    expect(calls).toHaveLength(0);
    await runApi('open.ping', none, f);
    expect(calls).toHaveLength(1);
  });

  it('lists every endpoint with --list, as JSON with --json', async () => {
    const { f, stdout } = fakeFactory({ json: true });
    await runApi(undefined, { ...none, list: true }, f);
    const rows = JSON.parse(stdout()) as { name: string; access: { kind: string } }[];
    expect(rows.map((row) => row.name)).toEqual(listEndpoints().map((entry) => entry.name));
    expect(rows.find((row) => row.name === 'adminUsers.allUsers')?.access).toEqual({
      kind: 'roles',
      roles: [99],
    });
  });

  it('lists endpoints as a table with access, and marks none pending now that every feature has landed', async () => {
    const { f, stdout } = fakeFactory();
    await runApi(undefined, { ...none, list: true }, f);
    expect(stdout()).toContain('user.login\tPOST\t/v2/api/user/login\tpublic\t');
    // adminInstitutes.add carried the "not available yet" mark until the institutes landed.
    expect(stdout()).toMatch(/adminInstitutes\.add\tPOST\t\/v2\/api\/admin\/edu\/institute\/add\troles 99\t/);
    expect(stdout()).not.toContain('not available yet');
  });

  it('explains an unknown endpoint or a missing one', async () => {
    const { f } = fakeFactory();
    await expect(runApi('nope.nothing', none, f)).rejects.toThrow('ailab api --list');
    await expect(runApi(undefined, none, f)).rejects.toThrow('--list');
  });
});
