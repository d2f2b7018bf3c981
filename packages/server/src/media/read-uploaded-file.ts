import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { AppError } from '../http/app-error';
import { formatBytes } from './format-bytes';

/** What to read from a multipart request: the file field and its size cap. */
export interface UploadedFileRule {
  field: string;
  maxBytes: number;
  t: TFunction;
}

function tooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', { params: { limit: formatBytes(maxBytes) } });
}

/** Errors of the multipart reader (bad boundary, cut-off body, broken headers) as our 4xx. */
function asUploadError(error: unknown, maxBytes: number): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (statusCode === 413) return tooLarge(maxBytes);
  return new AppError('MALFORMED_REQUEST', { cause: error });
}

/** The file of a multipart request and the text fields sent before it. */
export interface UploadedFile {
  bytes: Buffer;
  /** Text fields that came before the file part (send them first), by name. */
  fields: Record<string, string>;
}

function textFields(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const value = (entry as { type?: string; value?: unknown } | undefined) ?? {};
    if (value.type === 'field' && typeof value.value === 'string') out[name] = value.value;
  }
  return out;
}

/**
 * Reads the one file of a multipart request into memory, stopping at
 * `maxBytes`. Not multipart → 415; a missing field → 400 naming it; too large
 * → 413 with the real limit; a malformed body → 400. Never a 500.
 */
export async function readUploadedFile(request: FastifyRequest, rule: UploadedFileRule): Promise<Buffer> {
  return (await readUploadedFileWithFields(request, rule)).bytes;
}

/** {@link readUploadedFile}, also answering the text fields sent before the file (an id, a caption). */
export async function readUploadedFileWithFields(
  request: FastifyRequest,
  rule: UploadedFileRule,
): Promise<UploadedFile> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { params: { types: 'multipart/form-data' } });
  try {
    const file = await request.file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 5, parts: 6 } });
    if (file?.fieldname !== rule.field) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [
          {
            field: rule.field,
            code: 'required',
            message: rule.t('errors:validation.required', { field: rule.field }),
          },
        ],
      });
    }
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge(rule.maxBytes);
    return { bytes, fields: textFields(file.fields as Record<string, unknown>) };
  } catch (error) {
    throw asUploadError(error, rule.maxBytes);
  }
}
