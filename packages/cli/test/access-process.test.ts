import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

let cli: CliTestServer;
let admin: AilabSandbox;
let tokenOf: (email: string) => Promise<string>;

beforeAll(async () => {
  cli = await startCliTestServer();
  admin = await cli.admin();
  tokenOf = async (email) => {
    const answer = await cli.post('/v2/api/user/login', { email, password: 'demo-password-1' });
    return String(answer.token);
  };
});
afterAll(async () => {
  await cli.close();
});

interface Page {
  items: { id: string; role: number; status: string; email: string }[];
  total: number;
}

async function ask(email: string, role: number, reason?: string): Promise<string> {
  const answer = await cli.post('/v2/api/access_request/create', { role, reason }, await tokenOf(email));
  const request = answer.request as { id: string } | undefined;
  if (!request) throw new Error(`access_request/create: ${JSON.stringify(answer)}`);
  return request.id;
}

describe('ailab access (real process, real server)', () => {
  it('lists the pending queue, approves one and declines another with a note', async () => {
    const first = await ask('student@example.com', 1, 'I lead the reading group on agents.');
    const second = await ask('member@example.com', 6);

    const json = JSON.parse((await admin.run(['access', 'requests', '--json'])).stdout) as Page;
    expect(json.items.map((item) => item.id)).toEqual(expect.arrayContaining([first, second]));
    expect(json.items.every((item) => item.status === 'pending')).toBe(true);

    const piped = await admin.run(['access', 'requests']);
    expect(piped.code, piped.stderr).toBe(0);
    const line = piped.stdout.split('\n').find((row) => row.startsWith(first));
    expect(line).toContain('Researcher (1)');
    expect(line).toContain('I lead the reading group on agents.');

    const approved = await admin.run(['access', 'approve', first]);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stderr).toContain('now has access to Researcher');
    const declined = await admin.run([
      'access',
      'decline',
      second,
      '--note',
      'Ask again next term.',
      '--json',
    ]);
    expect(declined.code, declined.stderr).toBe(0);
    expect(JSON.parse(declined.stdout)).toMatchObject({
      id: second,
      status: 'declined',
      note: 'Ask again next term.',
    });

    const again = await admin.run(['access', 'approve', first]);
    expect(again.code).toBe(6);
    const missing = await admin.run(['access', 'decline', 'no-such-request']);
    expect(missing.code).toBe(3);

    const decided = JSON.parse(
      (await admin.run(['access', 'requests', '--status', 'any', '--json'])).stdout,
    ) as Page;
    const statuses = Object.fromEntries(decided.items.map((item) => [item.id, item.status]));
    expect(statuses[first]).toBe('approved');
    expect(statuses[second]).toBe('declined');
  });

  it('refuses the queue to a member (permission exit code)', async () => {
    const member = await cli.signedIn('member@example.com');
    const answer = await member.run(['access', 'requests']);
    expect(answer.code).toBe(5);
  });
});
