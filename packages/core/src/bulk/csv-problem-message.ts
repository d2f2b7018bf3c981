import type { Translate } from '../errors/field-issues';
import type { CsvEncodingProblem } from './decode-csv-bytes';
import type { CsvDelimiter, CsvTextProblem } from './read-csv-text';

const DELIMITER_NAMES: Record<CsvDelimiter, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

/**
 * The translated message (`bulk:file.*`) for a file that cannot be read as
 * CSV records: its encoding, malformed CSV, no header row, or missing
 * columns (naming what the header row held and the separator it was read with).
 */
export function csvProblemMessage(problem: CsvEncodingProblem | CsvTextProblem, t: Translate): string {
  switch (problem.problem) {
    case 'utf16':
      return t('bulk:file.utf16', { encoding: problem.encoding });
    case 'invalidUtf8':
      return t('bulk:file.invalidUtf8', { line: problem.line });
    case 'invalid':
      return t('bulk:file.invalid', { line: problem.line, message: problem.message });
    case 'empty':
      return t('bulk:file.empty');
    case 'missingColumns':
      return t('bulk:file.missingColumns', {
        columns: problem.columns.join(', '),
        found: problem.found.join(' | '),
        delimiter: t(`bulk:file.delimiters.${DELIMITER_NAMES[problem.delimiter]}`),
      });
  }
}
