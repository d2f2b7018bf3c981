import { readFile } from 'node:fs/promises';
import {
  type IndustryImportRow,
  IndustryImportRowSchema,
} from '@ailab/core/contract/research/industry-import.schemas';
import { BULK_MAX_ROWS, type BulkRowResult, summarizeBulk } from '@ailab/core/contract/schemas/bulk';
import { fieldIssuesFromZod } from '@ailab/core/errors/field-issues';
import { SilentError, UsageError } from '../errors/cli-errors';
import type { Factory } from '../factory/factory';
import { printJson } from '../io/json-output';
import { loadYaml } from '../io/load-yaml';

/** The rows of an industries file: a YAML (or JSON) list of industries, or `{ industries: [...] }`. */
async function readRows(path: string, f: Factory): Promise<unknown[]> {
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError(f.t('research:cli.import.unreadable', { path }));
  });
  const { parse } = await loadYaml();
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    throw new UsageError(
      f.t('research:cli.import.notYaml', { path, reason: (error as Error).message.split('\n')[0] }),
    );
  }
  const rows = Array.isArray(value) ? value : (value as { industries?: unknown } | null)?.industries;
  if (!Array.isArray(rows) || rows.length === 0)
    throw new UsageError(f.t('research:cli.import.noRows', { path }));
  return rows;
}

/**
 * `ailab industry import industries.yaml [--dry-run]`: the catalogue from a file, on the bulk pattern.
 * Each row is checked against the contract here first (a bad row fails alone, with its fields named);
 * the others go to `admin/industries/import` in batches. One line per failed row on stderr, a summary
 * line, `--json` for every row's result; exit code 1 when a row failed.
 */
export async function runIndustryImport(
  path: string,
  options: { dryRun?: boolean },
  f: Factory,
): Promise<void> {
  const { io, t } = f;
  const raw = await readRows(path, f);
  const results: BulkRowResult[] = [];
  const valid: { index: number; row: IndustryImportRow }[] = [];
  const seen = new Map<string, number>();
  for (const [index, item] of raw.entries()) {
    const parsed = IndustryImportRowSchema.safeParse(item);
    const key = String((item as { slug?: unknown } | null)?.slug ?? `#${index + 1}`);
    if (!parsed.success) {
      const fields = fieldIssuesFromZod(parsed.error.issues, t, item);
      results.push({
        index,
        key,
        outcome: 'failed',
        reason: { code: 'VALIDATION_FAILED', message: fields.map((field) => field.message).join('; ') },
      });
      continue;
    }
    const earlier = seen.get(parsed.data.slug);
    if (earlier !== undefined) {
      results.push({
        index,
        key,
        outcome: 'failed',
        reason: {
          code: 'CONFLICT',
          message: t('research:cli.import.duplicate', { slug: key, row: earlier + 1 }),
        },
      });
      continue;
    }
    seen.set(parsed.data.slug, index);
    valid.push({ index, row: parsed.data });
  }
  const dryRun = options.dryRun === true;
  if (valid.length > 0) {
    const api = await f.api(undefined, { long: true });
    for (let start = 0; start < valid.length; start += BULK_MAX_ROWS) {
      const batch = valid.slice(start, start + BULK_MAX_ROWS);
      const answer = await api.ailabIndustries.import({
        rows: batch.map((item) => item.row),
        dry_run: dryRun,
      });
      for (const result of answer.rows)
        results.push({ ...result, index: batch[result.index]?.index ?? result.index });
    }
  }
  results.sort((a, b) => a.index - b.index);
  const summary = summarizeBulk(results);
  if (f.json) printJson(io, { dry_run: dryRun, summary, rows: results });
  else
    for (const row of results)
      if (row.outcome === 'failed')
        io.warn(
          t('research:cli.import.rowFailed', {
            row: row.index + 1,
            key: row.key,
            reason: row.reason?.message ?? '',
          }),
        );
  io.info(t(dryRun ? 'bulk.summaryDryRun' : 'bulk.summary', summary));
  if (summary.failed > 0) throw new SilentError(1);
}
