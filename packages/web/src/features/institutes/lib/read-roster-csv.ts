import { checkRecords } from '@ailab/core/bulk/bulk-client';
import { csvProblemMessage } from '@ailab/core/bulk/csv-problem-message';
import { decodeCsvBytes } from '@ailab/core/bulk/decode-csv-bytes';
import { readCsvText } from '@ailab/core/bulk/read-csv-text';
import { ROSTER_BULK_CSV } from '@ailab/core/bulk/roster-bulk-csv';
import type { RosterImportRow } from '@ailab/core/contract/institutes/roster-import.schemas';
import type { Translate } from '@ailab/core/errors/field-issues';
import type { BulkInputLine, BulkParseResult } from '../../../components/bulk-import/bulk-import-types';

/**
 * Reads a roster file in the browser exactly as `ailab institute roster import` does (core's bulk
 * client: UTF-8 only, naming the first bad line of another encoding; the separator from the header;
 * `ROSTER_BULK_CSV`'s columns and row schema; a second line with an address an earlier one holds
 * fails naming that line). Loaded on demand: the CSV parser stays out of the page's chunk.
 */
export function readRosterCsv(bytes: Uint8Array, t: Translate): BulkParseResult<RosterImportRow> {
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) return { ok: false, message: csvProblemMessage(decoded, t) };
  const read = readCsvText(decoded.text, ROSTER_BULK_CSV.fields);
  if (!read.ok) return { ok: false, message: csvProblemMessage(read, t) };
  if (read.records.length === 0) return { ok: false, message: t('institutes:web.import.noRows') };
  const checked = checkRecords(read.records, ROSTER_BULK_CSV, t);
  const byLine = new Map(read.records.map((record) => [record.line, record.values]));
  const lines: BulkInputLine<RosterImportRow>[] = [
    ...checked.valid.map(({ record, row }) => ({
      line: record.line,
      key: ROSTER_BULK_CSV.keyOf(record),
      row,
      problem: null,
      values: record.values,
    })),
    ...checked.failed.map((failure) => ({
      line: failure.line,
      key: failure.key,
      row: null,
      problem: failure.reason?.message ?? null,
      values: byLine.get(failure.line),
    })),
  ];
  return { ok: true, lines: lines.sort((a, b) => a.line - b.line) };
}
