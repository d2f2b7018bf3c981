import { startTestServer, type TestServer } from '@ailab/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let server: TestServer;
let sandbox: AilabSandbox;
/** The demo reviewer (role 98), signed in once for the checks that need them. */
let reviewer: AilabSandbox;

/** A sandbox signed in as a demo account. */
async function signedIn(email: string): Promise<AilabSandbox> {
  const signed = createSandbox(server.url);
  const login = await signed.run(['auth', 'login', '--email', email, '--password-stdin'], {
    input: 'demo-password-1\n',
  });
  if (login.code !== 0) throw new Error(`login of ${email} failed: ${login.stderr}`);
  return signed;
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true });
  sandbox = await signedIn('staff@example.com');
  reviewer = await signedIn('reviewer@example.com');
});
afterAll(async () => {
  sandbox.dispose();
  reviewer.dispose();
  await server.close();
});

describe('ailab application and programme (real process)', () => {
  it('lists, views, scores, previews and takes a decision, and exports CSV', async () => {
    const programmes = await sandbox.run(['programme', 'list']);
    expect(programmes.code, programmes.stderr).toBe(0);
    expect(programmes.stdout).toContain('founders-spring');
    const viewProgramme = await sandbox.run(['programme', 'view', 'founders-spring', '--json']);
    expect(JSON.parse(viewProgramme.stdout).phase).toBe('screening');

    const list = await sandbox.run([
      'application',
      'list',
      '--programme',
      'founders-spring',
      '--state',
      'submitted',
      '--json',
    ]);
    expect(list.code, list.stderr).toBe(0);
    const items = JSON.parse(list.stdout).items as { id: string; state: string }[];
    expect(items.length).toBeGreaterThan(0);
    const id = items[0]?.id ?? '';

    const view = await sandbox.run(['application', 'view', id]);
    expect(view.code, view.stderr).toBe(0);
    expect(view.stdout).toContain('problem');

    const assign = await sandbox.run(['application', 'assign', id, '--reviewer', 'reviewer@example.com']);
    expect(assign.code, assign.stderr).toBe(0);
    const score = await sandbox.run([
      'application',
      'score',
      id,
      '--category',
      'problem=4',
      '--category',
      'novelty=3',
      '--category',
      'team=5',
      '-m',
      'Solid.',
    ]);
    expect(score.code, score.stderr).toBe(0);
    const bad = await sandbox.run(['application', 'score', id, '--category', 'problem=9']);
    expect(bad.code).toBe(2);

    const dry = await sandbox.run(['application', 'decide', id, '--reject', '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('would_decide');
    const refused = await sandbox.run(['application', 'decide', id, '--reject']);
    expect(refused.code).toBe(2);
    const decided = await sandbox.run(['application', 'decide', id, '--reject', '--yes']);
    expect(decided.code, decided.stderr).toBe(0);
    expect(decided.stdout).toContain('decided');

    const csv = await sandbox.run(['application', 'export', '--programme', 'founders-autumn']);
    expect(csv.code, csv.stderr).toBe(0);
    const [header, ...rows] = csv.stdout.trim().split('\n');
    expect(header).toContain('score_novelty');
    expect(header).toContain('answer_problem');
    expect(rows.length).toBe(12);
  });

  it('assigns reviewers automatically: a dry-run plan, then the assignment, then nothing left to do', async () => {
    const usage = await sandbox.run(['application', 'assign']);
    expect(usage.code).toBe(2);
    const pool = ['--reviewer', 'reviewer@example.com', '--reviewer', 'staff@example.com'];
    const auto = ['application', 'assign', '--auto', '--programme', 'founders-spring', ...pool];
    const plan = await sandbox.run([...auto, '--per-application', '2', '--dry-run', '--json']);
    expect(plan.code, plan.stderr).toBe(0);
    const planned = JSON.parse(plan.stdout) as {
      dry_run: boolean;
      assigned_count: number;
      items: { id: string; assigned: { email: string }[] }[];
    };
    expect(planned.dry_run).toBe(true);
    expect(planned.items.length).toBeGreaterThan(0);
    expect(planned.assigned_count).toBeGreaterThan(0);

    const run = await sandbox.run([...auto, '--per-application', '2']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`Assigned ${planned.assigned_count} reviewer(s).`);
    expect(run.stdout).toContain('+');
    const again = await sandbox.run([...auto, '--per-application', '2']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('Assigned 0 reviewer(s).');

    // A reviewer (role 98) may not run it: exit 5, permission.
    const refused = await reviewer.run(['application', 'assign', '--auto', '--programme', 'founders-spring']);
    expect(refused.code).toBe(5);
  });

  it('exports no applicant name, e-mail or team member to a reviewer in a blind phase', async () => {
    // The administrator is never blind: their export names everyone the reviewer's must not.
    const full = await sandbox.run(['application', 'export', '--programme', 'founders-spring', '--json']);
    expect(full.code, full.stderr).toBe(0);
    const applications = JSON.parse(full.stdout) as {
      applicant: { name: string; email: string };
      team: { name: string; email: string }[];
    }[];
    const secrets = applications.flatMap((item) => [
      item.applicant.name,
      item.applicant.email,
      ...item.team.flatMap((member) => [member.name, member.email]),
    ]);
    expect(secrets.length).toBeGreaterThan(applications.length * 2);

    const csv = await reviewer.run(['application', 'export', '--programme', 'founders-spring']);
    expect(csv.code, csv.stderr).toBe(0);
    const [header, ...rows] = csv.stdout.trim().split('\n');
    expect(header?.split(',').slice(4, 6)).toEqual(['name', 'email']);
    expect(rows).toHaveLength(applications.length);
    for (const secret of secrets) expect(csv.stdout).not.toContain(secret);
  });
});
