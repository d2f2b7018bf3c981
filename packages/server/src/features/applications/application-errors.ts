import type { TFunction } from 'i18next';
import { AppError } from '../../http/app-error';

/** 409 naming the state the application is in, for a move the state machine does not allow. */
export function invalidState(state: string): AppError {
  return new AppError('CONFLICT', { messageKey: 'applications:errors.invalidState', params: { state } });
}

/** 409 for an autosave that started from an older version than the stored one. */
export function staleVersion(version: number): AppError {
  return new AppError('CONFLICT', { messageKey: 'applications:errors.stale', params: { version } });
}

export function applicationNotFound(id: string): AppError {
  return new AppError('NOT_FOUND', { params: { path: `application ${id}` } });
}

export function programmeNotFound(slug: string): AppError {
  return new AppError('NOT_FOUND', { params: { path: `programme ${slug}` } });
}

/** A resume link that is unknown, replaced by a newer one, or retired when the draft moved to an account. */
export function resumeLinkInvalid(): AppError {
  return new AppError('FORBIDDEN', { messageKey: 'applications:errors.resumeLink' });
}

export function programmeClosed(): AppError {
  return new AppError('CONFLICT', { messageKey: 'applications:errors.closed' });
}

/** 400 naming one field, with the applications namespace's message for `code`. */
export function fieldError(t: TFunction, field: string, code: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    fields: [{ field, code, message: t(`applications:answers.${code}`, { field }) }],
  });
}
