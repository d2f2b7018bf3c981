import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { BulkResponse } from '../contract/schemas/bulk';
import { createI18n } from '../i18n/create-i18n';
import { RESOURCES } from '../i18n/resources';
import { type BulkCsvSpec, checkRecords, sendBatches } from './bulk-client';
import { EVENT_BULK_CSV } from './event-bulk-csv';
import { readCsvText } from './read-csv-text';
import { USER_BULK_CSV } from './user-bulk-csv';

const t = createI18n({ language: 'en-US', resources: RESOURCES }).getFixedT('en-US');
const Row = z.strictObject({ email: z.email() });
const SPEC: BulkCsvSpec<{ email: string }> = {
  fields: { email: { headers: [], required: true } },
  toRow: (record) => ({ email: record.values.email }),
  rowSchema: Row,
  keyOf: (record) => record.values.email ?? '',
};

function records(spec: BulkCsvSpec<unknown>, text: string) {
  const read = readCsvText(text, spec.fields);
  if (!read.ok) throw new Error(read.problem);
  return read.records;
}

/** A bulk endpoint that creates every row, recording batch sizes. */
function creator(batches: number[]) {
  return async ({
    rows,
    dry_run,
  }: {
    rows: { email: string }[];
    dry_run: boolean;
  }): Promise<BulkResponse> => {
    batches.push(rows.length);
    return {
      dry_run,
      summary: { created: rows.length, updated: 0, unchanged: 0, failed: 0 },
      rows: rows.map((row, index) => ({ index, key: row.email, outcome: 'created' as const })),
    };
  };
}

describe('checkRecords', () => {
  it('fails the second occurrence of a key, naming the first line', () => {
    const text = 'email\nana@lab.mx\nbo@lab.mx\nANA@lab.mx\nana@lab.mx\n';
    const checked = checkRecords(records(USER_BULK_CSV, text), USER_BULK_CSV, t);
    expect(checked.valid.map((item) => item.record.line)).toEqual([2, 3]);
    expect(checked.failed).toEqual([
      {
        line: 4,
        key: 'ana@lab.mx',
        outcome: 'failed',
        reason: {
          code: 'VALIDATION_FAILED',
          message:
            'ana@lab.mx is already on line 2; each may appear once in a file, so this row was not sent.',
        },
      },
      expect.objectContaining({ line: 5, key: 'ana@lab.mx' }),
    ]);
  });

  it('flags a slug twice in an events file', () => {
    const row = (slug: string) => `${slug},Tokyo meetup,talk,2027-01-10 10:00,2027-01-10 12:00,Asia/Tokyo,10`;
    const text = ['slug,title,kind,start,end,tz,capacity', row('ai-day'), row('ml-day'), row('ai-day')].join(
      '\n',
    );
    const checked = checkRecords(records(EVENT_BULK_CSV, text), EVENT_BULK_CSV, t);
    expect(checked.failed.map((row) => [row.line, row.reason?.message])).toEqual([
      [4, 'ai-day is already on line 2; each may appear once in a file, so this row was not sent.'],
    ]);
  });

  it('fails rows the row schema refuses, with translated reasons', () => {
    const checked = checkRecords(records(SPEC, 'email\nnot-an-email\n'), SPEC, t);
    expect(checked.failed[0]).toMatchObject({
      line: 2,
      outcome: 'failed',
      reason: { code: 'VALIDATION_FAILED' },
    });
    expect(checked.failed[0]?.reason?.message).not.toBe('');
  });
});

describe('sendBatches', () => {
  it('sends batches of 500, maps answers back to lines, summarises and reports progress', async () => {
    const lines = Array.from({ length: 1001 }, (_, i) => `p${i}@lab.mx`);
    const checked = checkRecords(records(SPEC, ['email', 'bad', ...lines].join('\n')), SPEC, t);
    const batches: number[] = [];
    const progress: [number, number][] = [];
    const run = await sendBatches(checked, {
      send: creator(batches),
      dryRun: true,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(batches).toEqual([500, 500, 1]);
    expect(progress).toEqual([
      [1, 1002],
      [501, 1002],
      [1001, 1002],
      [1002, 1002],
    ]);
    expect(run.dryRun).toBe(true);
    expect(run.summary).toEqual({ created: 1001, updated: 0, unchanged: 0, failed: 1 });
    expect(run.rows[0]).toMatchObject({ line: 2, outcome: 'failed' });
    expect(run.rows[1]).toEqual({ line: 3, key: 'p0@lab.mx', outcome: 'created' });
    expect(run.rows[1001]).toEqual({ line: 1003, key: 'p1000@lab.mx', outcome: 'created' });
  });
});
