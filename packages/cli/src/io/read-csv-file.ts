import { readFile, stat } from 'node:fs/promises';
import { csvProblemMessage } from '@ailab/core/bulk/csv-problem-message';
import { decodeCsvBytes } from '@ailab/core/bulk/decode-csv-bytes';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';

/** The one size cap for a CSV file any command reads (users, events, enrolments): larger is not a list to import. */
export const MAX_CSV_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Reads a CSV file for an import: refuses a file over {@link MAX_CSV_FILE_BYTES}
 * before reading it, an unreadable path, and bytes that are not UTF-8 (core
 * `decodeCsvBytes`: UTF-16, Windows-1252), each as a translated usage error
 * (exit 2) naming the file and what to do.
 */
export async function readCsvFile(file: string, t: Translate): Promise<string> {
  let bytes: Buffer;
  try {
    const info = await stat(file);
    if (info.isFile() && info.size > MAX_CSV_FILE_BYTES)
      throw new UsageError(t('csv.tooLarge', { file, limit: '50 MB' }));
    bytes = await readFile(file);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(t('csv.unreadable', { file, message: (error as Error).message }));
  }
  const decoded = decodeCsvBytes(bytes);
  if (!decoded.ok) throw new UsageError(`${file}: ${csvProblemMessage(decoded, t)}`);
  return decoded.text;
}
