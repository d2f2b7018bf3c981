import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BULK_MAX_ROWS, bulkRequest, bulkResponse, summarizeBulk } from './bulk';

const Row = z.strictObject({ email: z.string().email(), name: z.string().min(1) });
const Request = bulkRequest(Row);

describe('bulkRequest', () => {
  it('accepts 1 to 500 rows and defaults dry_run to false', () => {
    expect(Request.parse({ rows: [{ email: 'a@b.mx', name: 'A' }] })).toEqual({
      rows: [{ email: 'a@b.mx', name: 'A' }],
      dry_run: false,
    });
    const many = Array.from({ length: BULK_MAX_ROWS }, (_, i) => ({ email: `u${i}@b.mx`, name: 'U' }));
    expect(Request.parse({ rows: many, dry_run: true }).rows).toHaveLength(500);
  });

  it('refuses no rows, more than 500, a bad row (naming it) and unknown keys', () => {
    expect(Request.safeParse({ rows: [] }).success).toBe(false);
    const tooMany = Array.from({ length: BULK_MAX_ROWS + 1 }, () => ({ email: 'a@b.mx', name: 'A' }));
    expect(Request.safeParse({ rows: tooMany }).success).toBe(false);
    const bad = Request.safeParse({
      rows: [
        { email: 'a@b.mx', name: 'A' },
        { email: 'nope', name: 'B' },
      ],
    });
    expect(bad.error?.issues[0]?.path).toEqual(['rows', 1, 'email']);
    expect(Request.safeParse({ rows: [{ email: 'a@b.mx', name: 'A' }], force: true }).success).toBe(false);
    expect(Request.safeParse({ rows: [{ email: 'a@b.mx', name: 'A' }], dry_run: 'yes' }).success).toBe(false);
  });
});

describe('bulkResponse', () => {
  it('parses per-row outcomes with reasons on failures', () => {
    const answer = {
      dry_run: true,
      summary: { created: 1, updated: 0, unchanged: 0, failed: 1 },
      rows: [
        { index: 0, key: 'a@b.mx', outcome: 'created' },
        { index: 1, key: 'c@d.mx', outcome: 'failed', reason: { code: 'CONFLICT', message: 'Taken' } },
      ],
    };
    expect(bulkResponse.parse(answer)).toEqual(answer);
    expect(
      bulkResponse.safeParse({ ...answer, rows: [{ index: 0, key: 'x', outcome: 'skipped' }] }).success,
    ).toBe(false);
  });

  it('summarizes outcomes', () => {
    expect(
      summarizeBulk([
        { outcome: 'created' },
        { outcome: 'failed' },
        { outcome: 'created' },
        { outcome: 'unchanged' },
      ]),
    ).toEqual({ created: 2, updated: 0, unchanged: 1, failed: 1 });
  });
});
