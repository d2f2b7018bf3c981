import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@ailab/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let server: TestServer;
let sandbox: AilabSandbox;

beforeAll(async () => {
  server = await startTestServer();
  sandbox = createSandbox(server.url);
  const login = await sandbox.run(['auth', 'login', '--email', 'staff@example.com', '--password-stdin'], {
    input: 'demo-password-1\n',
  });
  if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);
});
afterAll(async () => {
  sandbox.dispose();
  await server.close();
});

const HEADER = 'Slug,Title,Kind,Start,End,Time Zone,Capacity,Description,Venue,State';
const GOOD = [
  'csv-tokyo-meetup,Tokyo meetup,talk,2030-05-10 19:00,2030-05-10 21:00,Asia/Tokyo,40,"Talks, then **drinks**.\nBring a friend.",Shibuya,published',
  'csv-office-hours,Office hours,office_hours,2030-05-12T09:00:00Z,2030-05-12T10:00:00Z,Europe/Madrid,5,,,',
];
const BAD = [
  'csv-nowhere,Nowhere,talk,2030-05-10 19:00,2030-05-10 21:00,Mars/Base,10,,,',
  'csv-backwards,Backwards,talk,2030-05-10T19:00:00Z,2030-05-10T18:00:00Z,UTC,10,,,',
  'csv-lots,Lots of seats,talk,2030-05-10T19:00:00Z,2030-05-10T20:00:00Z,UTC,lots,,,',
];

function csvFile(name: string, lines: readonly string[]): string {
  const file = join(sandbox.configDir, '..', name);
  // A byte-order mark and CRLF, as spreadsheets write them.
  writeFileSync(file, `\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`);
  return file;
}

describe('ailab event import (real process)', () => {
  it('dry-runs, imports with per-row results and failed rows to a file, and re-runs unchanged', async () => {
    const mixed = csvFile('events.csv', [...GOOD, ...BAD]);

    const dry = await sandbox.run(['event', 'import', mixed, '--dry-run', '--json']);
    expect(dry.code).toBe(1);
    const planned = JSON.parse(dry.stdout);
    expect(planned.dryRun).toBe(true);
    expect(
      planned.rows.map((row: { line: number; key: string; outcome: string }) => [
        row.line,
        row.key,
        row.outcome,
      ]),
    ).toEqual([
      // The shared CSV reader numbers a record by the line it ends on (its description spans two).
      [3, 'csv-tokyo-meetup', 'created'],
      [4, 'csv-office-hours', 'created'],
      [5, 'csv-nowhere', 'failed'],
      [6, 'csv-backwards', 'failed'],
      [7, 'csv-lots', 'failed'],
    ]);
    expect(dry.stderr).toContain('Dry run, nothing was changed: would create 2');
    const before = await sandbox.run(['event', 'view', 'csv-tokyo-meetup']);
    // Issue 24 item 10: one exit-code rule (help exit-codes): not found is 3 (it was 2 for events, 1 for users).
    expect(before.code).toBe(3);

    const failedOut = join(sandbox.configDir, '..', 'failed.csv');
    const real = await sandbox.run(['event', 'import', mixed, '--failed-out', failedOut], {
      env: { LANG: 'es_MX.UTF-8' },
    });
    expect(real.code).toBe(1);
    expect(real.stderr).toContain('Línea 6 (csv-backwards): ');
    expect(real.stderr).toContain('Fin debe ser posterior al inicio');
    expect(real.stderr).toMatch(/Línea 5 \(csv-nowhere\): .*Zona horaria/);
    const failed = readFileSync(failedOut, 'utf8').trim().split('\n');
    // The input's own header names (issue 24 item 5: they were renamed to the field names before).
    expect(failed[0]).toBe(`${HEADER},error`);
    expect(failed.slice(1).map((line) => line.split(',')[0])).toEqual([
      'csv-nowhere',
      'csv-backwards',
      'csv-lots',
    ]);

    const view = await sandbox.run(['event', 'view', 'csv-tokyo-meetup', '--json']);
    expect(view.code, view.stderr).toBe(0);
    expect(JSON.parse(view.stdout)).toMatchObject({
      title: 'Tokyo meetup',
      state: 'published',
      starts_at: '2030-05-10T10:00:00.000Z',
      time_zone: 'Asia/Tokyo',
      capacity: 40,
      venue: 'Shibuya',
      description: 'Talks, then **drinks**.\nBring a friend.',
    });

    const good = csvFile('good.csv', GOOD);
    const again = await sandbox.run(['event', 'import', good]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('Created 0, updated 0, unchanged 2, failed 0.');

    const renamed = csvFile('renamed.csv', [GOOD[0]?.replace('Tokyo meetup', 'Tokyo meetup #2') ?? '']);
    const updated = await sandbox.run(['event', 'import', renamed, '--json']);
    expect(updated.code, updated.stderr).toBe(0);
    expect(JSON.parse(updated.stdout).summary).toEqual({ created: 0, updated: 1, unchanged: 0, failed: 0 });
  });

  it('names a missing column and an unreadable file as usage errors', async () => {
    const file = join(sandbox.configDir, '..', 'short.csv');
    writeFileSync(file, 'slug,title\nx-event,X\n');
    const missing = await sandbox.run(['event', 'import', file]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('kind');
    const absent = await sandbox.run(['event', 'import', join(sandbox.configDir, 'nope.csv')]);
    expect(absent.code).toBe(2);
    expect(absent.stderr).toContain('nope.csv');
  });
});
