import type { UserImportRow } from '@ailab/core/contract/schemas/admin';
import type { BulkOutcome, BulkSummary } from '@ailab/core/contract/schemas/bulk';
import { BULK_MAX_ROWS, summarizeBulk } from '@ailab/core/contract/schemas/bulk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../hooks/use-services';
import { queryKeys } from '../../../lib/query-keys';

/** A line of the file to import: its row, or the local reason it cannot be sent. */
export interface ImportInputLine {
  line: number;
  key: string;
  row: UserImportRow | null;
  problem: string | null;
}

/** What happened (or, in a dry run, would happen) to one line of the file. */
export interface ImportResultLine {
  line: number;
  key: string;
  outcome: BulkOutcome;
  reason: string | null;
}

/** The answer for a whole file. */
export interface ImportRun {
  dryRun: boolean;
  summary: BulkSummary;
  lines: ImportResultLine[];
}

/** How far a run is: rows answered of rows in the file. */
export interface ImportProgress {
  done: number;
  total: number;
}

/**
 * Sends a users file to `admin/user/import` in batches of 500 (dry run or
 * real), with progress; lines that failed locally are reported failed without
 * being sent. A real run refreshes the admin lists.
 */
export function useUserImport() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ lines, dryRun }: { lines: readonly ImportInputLine[]; dryRun: boolean }) => {
      const results: ImportResultLine[] = lines
        .filter((line) => line.row === null)
        .map((line) => ({ line: line.line, key: line.key, outcome: 'failed', reason: line.problem }));
      const valid = lines.filter(
        (line): line is ImportInputLine & { row: UserImportRow } => line.row !== null,
      );
      setProgress({ done: results.length, total: lines.length });
      for (let start = 0; start < valid.length; start += BULK_MAX_ROWS) {
        const batch = valid.slice(start, start + BULK_MAX_ROWS);
        const answer = await api.adminAccounts.import({ rows: batch.map((line) => line.row), dryRun });
        for (const row of answer.rows) {
          const source = batch[row.index];
          if (!source) continue;
          results.push({
            line: source.line,
            key: row.key,
            outcome: row.outcome,
            reason: row.reason?.message ?? null,
          });
        }
        setProgress({ done: results.length, total: lines.length });
      }
      results.sort((a, b) => a.line - b.line);
      return { dryRun, summary: summarizeBulk(results), lines: results } satisfies ImportRun;
    },
    onSuccess: (run) => {
      if (!run.dryRun) void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() });
    },
  });
  return { ...mutation, progress };
}

/** How many accounts exist now (the base of the large-change check). */
export function useUserTotal(enabled: boolean) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.admin.users(), 'total'],
      queryFn: async () => (await api.adminUsers.allUsers({ limit: 1 })).total,
      enabled,
    }),
  );
}
