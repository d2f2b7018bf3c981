import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase, testDialects } from '../src/testing/start-test-server';
import { call, NEW_ADMIN_PASSWORD, signIn, signInAdmin } from './support/http';
import { INSTITUTE } from './support/institutes';
import { entry, exitOf, type Started, startProcess } from './support/server-process';

/**
 * Issue 20: `kill -9` in the middle of a roster import that creates and invites its learners,
 * restart, re-run the whole file: every learner is a member once (one stay, no doubled or lost
 * row) and every invitation went out once, through the durable outbox. 500 rows in CI (the first
 * batch of 250 commits before the kill); `CRASH_ROSTER_ROWS=5000` for the full size.
 */
const ROWS = Number(process.env.CRASH_ROSTER_ROWS ?? 500);
const BATCH = 250;
const ADMIN_PASSWORD = 'Admin-password-1';
/** tsx compiles the server on start; on a busy 2-core machine that can take a while. */
const START_TIMEOUT_MS = 90_000;
const TEAMS = ['Morning', 'Evening'];

const rows = Array.from({ length: ROWS }, (_, index) => ({
  email: `roster-crash-${String(index).padStart(5, '0')}@example.org`,
  first_name: 'Roster',
  last_name: String(index),
  team: TEAMS[index % TEAMS.length],
}));

/**
 * The invitations the local mail sink wrote to the imported learners: each recipient's distinct
 * Message-IDs. A mail the kill caught after the sink wrote it but before its job was marked done is
 * sent again after the restart with the same Message-ID (as in jobs-crash.test.ts), which mail
 * clients show once; a second invitation would carry a second Message-ID.
 */
async function sentInvitations(
  dataDir: string,
): Promise<{ files: number; torn: number; to: Map<string, Set<string>> }> {
  const folder = join(dataDir, 'outbox');
  const files = await readdir(folder).catch(() => [] as string[]);
  const to = new Map<string, Set<string>>();
  let count = 0;
  let torn = 0;
  for (const file of files) {
    let mail: { to?: { address?: string }[]; messageId?: string };
    try {
      mail = JSON.parse(await readFile(join(folder, file), 'utf8')) as typeof mail;
    } catch {
      torn += 1;
      continue;
    }
    const address = mail.to?.[0]?.address ?? '';
    if (!address.startsWith('roster-crash-')) continue;
    count += 1;
    to.set(address, (to.get(address) ?? new Set()).add(mail.messageId ?? file));
  }
  return { files: count, torn, to };
}

async function ok(url: string, path: string, body: object, token: string) {
  const answer = await call(url, path, body, { token });
  if (answer.status !== 200) throw new Error(`${path} failed: ${answer.status} ${answer.text}`);
  return answer.body;
}

async function importRows(url: string, token: string, instituteId: string, from = 0, to = rows.length) {
  const outcomes: Record<string, number> = {};
  for (let start = from; start < to; start += BATCH) {
    const answer = await ok(
      url,
      `${INSTITUTE}/roster-import`,
      { institute_id: instituteId, rows: rows.slice(start, Math.min(start + BATCH, to)), dry_run: false },
      token,
    );
    for (const row of answer.rows as { outcome: string }[])
      outcomes[row.outcome] = (outcomes[row.outcome] ?? 0) + 1;
  }
  return outcomes;
}

async function jobsIn(url: string, token: string, state: string): Promise<number> {
  return (await ok(url, '/v2/api/admin/jobs/list', { state, limit: 1 }, token)).total as number;
}

describe.each(testDialects())('a crash in the middle of a roster import (%s)', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`kill -9, restart, re-run: ${ROWS} members once each, ${ROWS} invitations, none twice`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ailab-roster-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // The jobs the killed process held come back when their lease runs out: 5 s here.
    const env: Record<string, string> = {
      ADMIN_PASSWORD,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      JOB_LEASE_SECONDS: '5',
    };
    if (dialect === 'postgres') {
      const database = await createFreshPostgresDatabase();
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
    }
    const tsx = ['--import', 'tsx', entry];
    let first: Started | null = await startProcess(dataDir, env, tsx, START_TIMEOUT_MS);
    cleanups.push(async () => void first?.child.kill('SIGKILL'));
    const url = first.url;
    const token = await signInAdmin({ url, adminEmail: 'admin@localhost', adminPassword: ADMIN_PASSWORD });
    const institute = await ok(
      url,
      `${INSTITUTE}/add`,
      { name: 'Crash Test Academy', slug: 'crash-academy', kind: 'bootcamp' },
      token,
    );
    for (const name of TEAMS)
      await ok(
        url,
        `${INSTITUTE}/manage`,
        { institute_id: institute.id, action: 'team_create', name },
        token,
      );

    // The first batch commits and the runner starts mailing its invitations; the next batch is in
    // flight when the process is killed.
    await importRows(url, token, institute.id, 0, BATCH);
    const sending = Date.now() + 30_000;
    while ((await sentInvitations(dataDir)).files === 0 && Date.now() < sending)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const inFlight = importRows(url, token, institute.id, BATCH, 2 * BATCH).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const killed = exitOf(first.child);
    first.child.kill('SIGKILL');
    await killed;
    await inFlight;
    first = null;
    const atKill = await sentInvitations(dataDir);

    const second = await startProcess(dataDir, env, tsx, START_TIMEOUT_MS);
    cleanups.push(async () => void second.child.kill('SIGKILL'));
    const token2 = await signIn(second.url, 'admin@localhost', NEW_ADMIN_PASSWORD);
    const roster = async (body: object) =>
      (await ok(second.url, `${INSTITUTE}/roster`, { institute_id: institute.id, limit: 1, ...body }, token2))
        .total as number;
    const before = await roster({});
    expect(before).toBeGreaterThanOrEqual(BATCH);
    expect(atKill.files).toBeGreaterThan(0);
    expect(atKill.files).toBeLessThan(before);

    const rerun = await importRows(second.url, token2, institute.id);
    expect(rerun.failed ?? 0).toBe(0);
    expect(rerun.unchanged ?? 0).toBe(before);
    expect(rerun.created ?? 0).toBe(ROWS - before);
    const deadline = Date.now() + 180_000;
    while (
      (await jobsIn(second.url, token2, 'pending')) + (await jobsIn(second.url, token2, 'running')) >
      0
    ) {
      if (Date.now() > deadline) throw new Error('the invitations were not all sent within 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const sent = await sentInvitations(dataDir);
    const members = await roster({});
    const stays = await roster({ history: true });
    const dead = await jobsIn(second.url, token2, 'dead');
    const again = await importRows(second.url, token2, institute.id);
    const stopped = exitOf(second.child);
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);

    console.info(
      `[roster crash ${dialect}] rows=${ROWS} members before kill=${before} invitations at kill=${atKill.files}` +
        ` torn=${sent.torn} files=${sent.files} recipients=${sent.to.size}` +
        ` resent same Message-ID=${sent.files - [...sent.to.values()].reduce((sum, ids) => sum + ids.size, 0)}`,
    );
    expect(members).toBe(ROWS);
    expect(stays).toBe(ROWS);
    expect(dead).toBe(0);
    expect(sent.torn).toBeLessThanOrEqual(1);
    expect(sent.to.size).toBe(ROWS);
    expect([...sent.to.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(again).toEqual({ unchanged: ROWS });
  }, 600_000);
});
