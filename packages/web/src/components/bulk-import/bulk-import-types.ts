import type { BulkOutcome, BulkSummary } from '@ailab/core/contract/schemas/bulk';

/** One line of the chosen file: the row to send, or the local reason it cannot be sent. */
export interface BulkInputLine<R> {
  /** The line number in the file (the header is line 1). */
  line: number;
  /** What names the row to a person (an email, a title). */
  key: string;
  row: R | null;
  problem: string | null;
  /** The line's cells by column, for the file of failed rows. */
  values?: Readonly<Record<string, string | undefined>>;
}

/** What parsing a file answers: its lines, or a translated reason it cannot be read. */
export type BulkParseResult<R> = { ok: true; lines: BulkInputLine<R>[] } | { ok: false; message: string };

/** The server's answer for one row of a batch, by its index in the batch. */
export interface BulkRowResult {
  index: number;
  key: string;
  outcome: BulkOutcome;
  reason: string | null;
}

/** Sends one batch (a dry run or for real) and answers each row's result. */
export type BulkRunBatch<R> = (rows: R[], options: { dryRun: boolean }) => Promise<BulkRowResult[]>;

/** What happened (or, in a dry run, would happen) to one line of the file. */
export interface BulkResultLine {
  line: number;
  key: string;
  outcome: BulkOutcome;
  reason: string | null;
  values?: Readonly<Record<string, string | undefined>>;
}

/** The answer for a whole file. */
export interface BulkRun {
  dryRun: boolean;
  summary: BulkSummary;
  lines: BulkResultLine[];
}

/** How far a run is: rows answered of rows in the file. */
export interface BulkProgress {
  done: number;
  total: number;
}
