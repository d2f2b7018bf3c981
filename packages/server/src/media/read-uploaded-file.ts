import { fieldMessage } from '@ailab/core/errors/field-issues';
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

/**
 * Reads the one file of a multipart request into memory, stopping at
 * `maxBytes`. Not multipart → 415; a missing field → 400 naming it; too large
 * → 413 with the real limit; a malformed body → 400. Never a 500.
 */
export async function readUploadedFile(request: FastifyRequest, rule: UploadedFileRule): Promise<Buffer> {
  return (await readUploadedForm(request, rule)).bytes;
}

/**
 * `readUploadedFile` plus the form's text fields sent before the file (an application id, a question),
 * and the client's file name (for showing only; it never reaches the disk).
 */
export async function readUploadedForm(
  request: FastifyRequest,
  rule: UploadedFileRule,
): Promise<{ bytes: Buffer; fields: Record<string, string>; filename: string }> {
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
            message: fieldMessage(rule.t, 'required', rule.field),
          },
        ],
      });
    }
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge(rule.maxBytes);
    const fields: Record<string, string> = {};
    for (const [name, part] of Object.entries(file.fields)) {
      const value = Array.isArray(part) ? part[0] : part;
      if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
    }
    return { bytes, fields, filename: file.filename };
  } catch (error) {
    throw asUploadError(error, rule.maxBytes);
  }
}
