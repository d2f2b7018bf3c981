import { ApiError } from '@ailab/core/errors/api-error';
import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors } from './api-error';

describe('API error helpers', () => {
  it("shows the server's translated message, or the fallback for anything else", () => {
    expect(errorMessage(new ApiError('CONFLICT', 'Ya existe'), 'fallback')).toBe('Ya existe');
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('keys field messages by the first path segment, first message wins', () => {
    const error = new ApiError('VALIDATION_FAILED', 'x', {
      fields: [
        { field: 'preferences.interests.0', code: 'invalid_value', message: 'bad interest' },
        { field: 'email', code: 'invalid_email', message: 'bad email' },
        { field: 'email', code: 'too_big_string', message: 'too long' },
      ],
    });
    expect(fieldErrors(error)).toEqual({ preferences: 'bad interest', email: 'bad email' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
