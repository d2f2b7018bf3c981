import { startTestServer, type TestServer } from '@ailab/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let server: TestServer;
let founder: AilabSandbox;

beforeAll(async () => {
  server = await startTestServer();
  founder = createSandbox(server.url);
  const answer = await founder.run(['auth', 'login', '--email', 'startup@example.com', '--password-stdin'], {
    input: 'demo-password-1\n',
  });
  if (answer.code !== 0) throw new Error(`login failed: ${answer.stderr}`);
});
afterAll(async () => {
  founder.dispose();
  await server.close();
});

async function view(url: string) {
  const token = url.split('/p/')[1];
  const response = await fetch(`${server.url}/v2/api/open/pitch_share/view`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, email: 'reader@example.com' }),
  });
  return response.status;
}

describe('ailab pitch share|links|unshare (real process)', () => {
  it('shares a pitch, lists its links with views, and revokes only with --yes', async () => {
    const list = await founder.run(['pitch', 'list', '--json', '--all']);
    const pitch = JSON.parse(list.stdout).items.find(
      (item: { startup_name: string }) => item.startup_name === 'Quetzal Pay',
    );
    expect(pitch).toBeDefined();

    const demo = await founder.run(['pitch', 'links', pitch.id, '--json']);
    expect(demo.code, demo.stderr).toBe(0);
    const seeded = JSON.parse(demo.stdout).items.find((link: { email_gate: boolean }) => link.email_gate);
    expect(seeded).toMatchObject({ views: 3, unique_viewers: 2, status: 'active' });
    expect(seeded.sections[0].seconds).toBeGreaterThan(0);

    const past = await founder.run(['pitch', 'share', pitch.id, '--expires', '2020-01-01']);
    expect(past.code).toBe(2);
    expect(past.stderr).toMatch(/expiry date/i);

    const shared = await founder.run([
      'pitch',
      'share',
      pitch.id,
      '--label',
      'Ana at Semilla',
      '--email-gate',
    ]);
    expect(shared.code, shared.stderr).toBe(0);
    const url = shared.stdout.trim();
    expect(url).toMatch(/^http.*\/p\/ailab_sh_[A-Za-z0-9_-]+$/);
    expect(shared.stderr).toMatch(/not shown again/);
    expect(await view(url)).toBe(200);

    const table = await founder.run(['pitch', 'links', pitch.id]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/Ana at Semilla\tactive\t-\tyes\t1\t1\t/);
    const link = JSON.parse((await founder.run(['pitch', 'links', pitch.id, '--json'])).stdout).items.find(
      (item: { label: string }) => item.label === 'Ana at Semilla',
    );

    const refused = await founder.run(['pitch', 'unshare', link.id]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    expect(await view(url)).toBe(200);

    const revoked = await founder.run(['pitch', 'unshare', link.id, '--yes']);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout.trim()).toBe(`${link.id}\trevoked`);
    expect(await view(url)).toBe(410);

    const unknown = await founder.run(['pitch', 'unshare', 'no-such-link', '--yes']);
    expect(unknown.code).toBe(3);
  });
});
