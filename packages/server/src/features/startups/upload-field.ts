import { singleLineText } from '@ailab/core/contract/schemas/single-line-text';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import type { TFunction } from 'i18next';
import { AppError } from '../../http/app-error';

const IdLike = singleLineText().trim().min(1).max(200);

/** A one-line text field of a multipart upload (an id, a caption), or a 400 naming it. */
export function uploadField(
  fields: Record<string, string>,
  name: string,
  t: TFunction,
  optional = false,
): string {
  const raw = fields[name] ?? '';
  if (raw.trim() === '' && optional) return '';
  const parsed = IdLike.safeParse(raw);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: name, code: 'required', message: fieldMessage(t, 'required', name) }],
    });
  return parsed.data;
}
