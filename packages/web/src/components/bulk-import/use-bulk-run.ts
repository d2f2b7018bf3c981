import { BULK_MAX_ROWS, summarizeBulk } from '@ailab/core/contract/schemas/bulk';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkInputLine, BulkProgress, BulkResultLine, BulkRun, BulkRunBatch } from './bulk-import-types';

interface BulkRunOptions<R> {
  runBatch: BulkRunBatch<R>;
  /** Rows per request; the contract's bulk maximum (500) by default. */
  batchSize?: number;
  onApplied?(run: BulkRun): void;
}

/**
 * Runs a file's lines through `runBatch` in batches (a dry run or for real), with progress; lines
 * that failed locally are reported failed without being sent, and results come back by line.
 */
export function useBulkRun<R>({ runBatch, batchSize = BULK_MAX_ROWS, onApplied }: BulkRunOptions<R>) {
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ lines, dryRun }: { lines: readonly BulkInputLine<R>[]; dryRun: boolean }) => {
      const results: BulkResultLine[] = lines
        .filter((line) => line.row === null)
        .map((line) => ({
          line: line.line,
          key: line.key,
          outcome: 'failed',
          reason: line.problem,
          values: line.values,
        }));
      const valid = lines.filter((line): line is BulkInputLine<R> & { row: R } => line.row !== null);
      setProgress({ done: results.length, total: lines.length });
      for (let start = 0; start < valid.length; start += batchSize) {
        const batch = valid.slice(start, start + batchSize);
        const answer = await runBatch(
          batch.map((line) => line.row),
          { dryRun },
        );
        for (const row of answer) {
          const source = batch[row.index];
          if (!source) continue;
          results.push({
            line: source.line,
            key: row.key || source.key,
            outcome: row.outcome,
            reason: row.reason,
            values: source.values,
          });
        }
        setProgress({ done: results.length, total: lines.length });
      }
      results.sort((a, b) => a.line - b.line);
      return { dryRun, summary: summarizeBulk(results), lines: results } satisfies BulkRun;
    },
    onSuccess: (run) => {
      if (!run.dryRun) onApplied?.(run);
    },
  });
  return { ...mutation, progress };
}
