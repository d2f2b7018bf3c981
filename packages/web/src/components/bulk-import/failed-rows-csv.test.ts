import { describe, expect, it } from 'vitest';
import { failedRowsCsv } from './failed-rows-csv';

describe('failedRowsCsv', () => {
  it("keeps only failed lines, with the file's columns, the line and the reason, quoted as CSV needs", () => {
    const csv = failedRowsCsv([
      { line: 2, key: 'ana@x.org', outcome: 'created', reason: null, values: { email: 'ana@x.org' } },
      {
        line: 3,
        key: 'bad@',
        outcome: 'failed',
        reason: 'Email must be a valid email, "bad@"',
        values: { email: 'bad@', last_name: 'Ruiz, Jr.' },
      },
    ]);
    expect(csv).toBe(
      'email,last_name,line,reason\nbad@,"Ruiz, Jr.",3,"Email must be a valid email, ""bad@"""\n',
    );
  });
});
