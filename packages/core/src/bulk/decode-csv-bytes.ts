/** Why a file's bytes are not UTF-8 text: a UTF-16 file (told by its byte-order mark), or bytes UTF-8 does not allow. */
export type CsvEncodingProblem =
  | { problem: 'utf16'; encoding: 'UTF-16LE' | 'UTF-16BE' }
  | { problem: 'invalidUtf8'; line: number };

/** What {@link decodeCsvBytes} answers: the text, or why the bytes are not UTF-8. */
export type DecodedCsv = { ok: true; text: string } | ({ ok: false } & CsvEncodingProblem);

/**
 * Decodes an uploaded or read CSV file as UTF-8, refusing what would otherwise
 * be stored as U+FFFD: a UTF-16 file (Excel's "Unicode text", told by its
 * byte-order mark) and bytes that are not valid UTF-8 (a Latin-1 or
 * Windows-1252 export), naming the first line that holds them. A UTF-8
 * byte-order mark is kept for the parser, which drops it.
 *
 * @example
 * ```ts
 * decodeCsvBytes(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9])); // { ok: false, problem: 'invalidUtf8', line: 1 }
 * ```
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { ok: false, problem: 'utf16', encoding: 'UTF-16LE' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { ok: false, problem: 'utf16', encoding: 'UTF-16BE' };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const before = text.slice(0, Math.max(0, text.indexOf('\uFFFD')));
    return { ok: false, problem: 'invalidUtf8', line: before.split('\n').length };
  }
}
