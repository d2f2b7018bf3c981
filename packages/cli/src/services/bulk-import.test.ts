import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoint, MEMBER } from '@ailab/core/contract/define';
import { bulkRequest, bulkResponse } from '@ailab/core/contract/schemas/bulk';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeFactory } from '../../test/support/fake-factory';
import { parseCsv } from '../io/csv';
import { type ImportResult, runBulkImport } from './bulk-import';

const Row = z.strictObject({ email: z.email(), name: z.string().trim().min(1) });
const probe = endpoint({
  path: '/v2/api/probe/import',
  access: MEMBER,
  summary: 'probe',
  feature: 'platform',
  body: bulkRequest(Row),
  response: bulkResponse,
});

/** A fake bulk endpoint: existing@ is unchanged, taken@ fails, the rest are created. */
function route(batches: number[]) {
  return (body: unknown) => {
    const { rows, dry_run: dryRun } = body as { rows: { email: string }[]; dry_run: boolean };
    batches.push(rows.length);
    const results = rows.map((row, index) => {
      if (row.email.startsWith('existing')) return { index, key: row.email, outcome: 'unchanged' };
      if (row.email.startsWith('taken'))
        return {
          index,
          key: row.email,
          outcome: 'failed',
          reason: { code: 'CONFLICT', message: 'Already taken.' },
        };
      return { index, key: row.email, outcome: 'created' };
    });
    const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
    return {
      status: 200,
      body: {
        dry_run: dryRun,
        summary: {
          created: count('created'),
          updated: 0,
          unchanged: count('unchanged'),
          failed: count('failed'),
        },
        rows: results,
      },
    };
  };
}

function csv(lines: string[]) {
  return ['email,name', ...lines].join('\n');
}

async function importText(
  text: string,
  options: {
    json?: boolean;
    dryRun?: boolean;
    failedOut?: string;
    confirm?: (plan: ImportResult) => Promise<void>;
  } = {},
) {
  const batches: number[] = [];
  const modes: boolean[] = [];
  const answer = route(batches);
  const fake = fakeFactory({
    json: options.json,
    routes: {
      '/v2/api/probe/import': (body: unknown) => {
        modes.push((body as { dry_run: boolean }).dry_run);
        return answer(body);
      },
    },
  });
  const records = parseCsv(
    text,
    { email: { headers: ['email'], required: true }, name: { headers: ['name'] } },
    fake.f.t,
  );
  const run = runBulkImport(fake.f, {
    records,
    toRow: (record) => ({ email: record.values.email, name: record.values.name }),
    rowSchema: Row,
    keyOf: (record) => record.values.email ?? '',
    send: (api, body) => api.call(probe, body),
    dryRun: options.dryRun ?? false,
    failedOut: options.failedOut,
    label: 'people',
    ...(options.confirm ? { confirm: options.confirm } : {}),
  });
  return { run, batches, modes, fake };
}

describe('runBulkImport', () => {
  it('sends batches of 500 and prints a summary, exit 0 when nothing failed', async () => {
    const lines = Array.from({ length: 1203 }, (_, i) => `p${i}@lab.mx,P${i}`);
    const { run, batches, fake } = await importText(csv(lines));
    const result = await run;
    expect(batches).toEqual([500, 500, 203]);
    expect(result.summary).toEqual({ created: 1203, updated: 0, unchanged: 0, failed: 0 });
    expect(fake.stderr()).toContain('Created 1203, updated 0, unchanged 0, failed 0.');
    expect(result.rows[0]?.line).toBe(2);
  });

  it('fails bad rows locally, reports server failures by line, writes --failed-out, and exits 1', async () => {
    const out = join(tmpdir(), `ailab-failed-${process.pid}.csv`);
    const text = csv([
      'ana@lab.mx,Ana',
      'not-an-email,Bad',
      'existing@lab.mx,Old',
      'taken@lab.mx,"Taken, Too"',
      'bo@lab.mx,',
    ]);
    const { run, batches, fake } = await importText(text, { failedOut: out });
    await expect(run).rejects.toMatchObject({ exitCode: 1 });
    expect(batches).toEqual([3]);
    const err = fake.stderr();
    expect(err).toContain('Line 3 (not-an-email):');
    expect(err).toContain('Line 5 (taken@lab.mx): Already taken.');
    expect(err).toContain('Line 6 (bo@lab.mx):');
    expect(err).toContain('Created 1, updated 0, unchanged 1, failed 3.');
    expect(err).toContain(`Wrote 3 failed rows to ${out}.`);
    const written = parseCsv(
      readFileSync(out, 'utf8'),
      { email: { headers: [] }, name: { headers: [] }, error: { headers: [] } },
      fake.f.t,
    );
    expect(written.map((record) => record.values.email)).toEqual([
      'not-an-email',
      'taken@lab.mx',
      'bo@lab.mx',
    ]);
    expect(written[1]?.values).toMatchObject({ name: 'Taken, Too', error: 'Already taken.' });
    rmSync(out, { force: true });
  });

  it('passes --dry-run to the server, says so, and prints every row with --json', async () => {
    const { run, fake } = await importText(csv(['ana@lab.mx,Ana', 'existing@lab.mx,Old']), {
      dryRun: true,
      json: true,
    });
    const result = await run;
    expect(result.dryRun).toBe(true);
    expect(JSON.parse(fake.stdout())).toEqual({
      dryRun: true,
      summary: { created: 1, updated: 0, unchanged: 1, failed: 0 },
      rows: [
        { line: 2, key: 'ana@lab.mx', outcome: 'created' },
        { line: 3, key: 'existing@lab.mx', outcome: 'unchanged' },
      ],
    });
    expect(fake.stderr()).toContain('Dry run, nothing was changed: would create 1');
  });

  it('with confirm, dry-runs everything first and applies only after confirm returns', async () => {
    const plans: ImportResult[] = [];
    const { run, modes } = await importText(csv(['ana@lab.mx,Ana', 'existing@lab.mx,Old']), {
      confirm: async (plan) => {
        plans.push(plan);
      },
    });
    const result = await run;
    expect(modes).toEqual([true, false]);
    expect(plans[0]?.summary).toEqual({ created: 1, updated: 0, unchanged: 1, failed: 0 });
    expect(result.dryRun).toBe(false);
  });

  it('writes nothing when confirm throws, and skips the real run when the plan changes nothing', async () => {
    const refused = await importText(csv(['ana@lab.mx,Ana']), {
      confirm: async () => {
        throw new Error('declined');
      },
    });
    await expect(refused.run).rejects.toThrow('declined');
    expect(refused.modes).toEqual([true]);
    const unchanged = await importText(csv(['existing@lab.mx,Old']), { confirm: async () => undefined });
    const result = await unchanged.run;
    expect(unchanged.modes).toEqual([true]);
    expect(result).toMatchObject({ dryRun: false, summary: { unchanged: 1 } });
    expect(unchanged.fake.stderr()).toContain('Created 0, updated 0, unchanged 1, failed 0.');
  });
});
