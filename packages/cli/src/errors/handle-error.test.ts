import { PassThrough } from 'node:stream';
import { ApiError } from '@ailab/core/errors/api-error';
import { RESOURCES } from '@ailab/core/i18n/resources';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import { createIOStreams } from '../io/io-streams';
import {
  AuthRequiredError,
  CancelError,
  NoPromptError,
  NotFoundError,
  SilentError,
  UsageError,
} from './cli-errors';
import { handleError } from './handle-error';

function context(language: 'en-US' | 'ja-JP' = 'en-US', verbose = false) {
  const stderr = new PassThrough();
  let text = '';
  stderr.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  const io = createIOStreams(
    { stdin: new PassThrough(), stdout: new PassThrough(), stderr },
    { color: false, quiet: false, verbose, env: {} },
  );
  return { io, t: createTranslator(language, RESOURCES), server: 'http://s', text: () => text };
}

describe('handleError', () => {
  it('maps errors to exit codes by one rule (help exit-codes)', () => {
    const cases: [unknown, number][] = [
      [new CommanderError(0, 'commander.helpDisplayed', ''), 0],
      [new CommanderError(1, 'commander.unknownOption', "error: unknown option '--x'"), 2],
      [new UsageError('bad'), 2],
      [new NoPromptError('pass --x'), 2],
      [new CancelError('no'), 2],
      [new AuthRequiredError(''), 4],
      [new ApiError('UNAUTHENTICATED', 'sign in'), 4],
      [new ApiError('INVALID_CREDENTIALS', 'Wrong Username or Password', { status: 401 }), 4],
      [new ApiError('VALIDATION_FAILED', 'bad', { status: 400 }), 2],
      [new ApiError('NOT_FOUND', 'none', { status: 404 }), 3],
      [new NotFoundError('no event x'), 3],
      [new ApiError('FORBIDDEN', 'no', { status: 403 }), 5],
      [new ApiError('CONFLICT', 'taken', { status: 409 }), 6],
      [new ApiError('LAST_ADMIN', 'last', { status: 409 }), 6],
      [new ApiError('INTERNAL', 'boom', { status: 500 }), 1],
      [new ApiError('TIMEOUT', 'slow'), 1],
      [new ApiError('NETWORK_ERROR', 'Could not reach'), 1],
      [new SilentError(1), 1],
      [new Error('boom'), 1],
    ];
    for (const [error, code] of cases) expect(handleError(error, context()), String(error)).toBe(code);
  });

  it('adds the translated sign-in hint for exit 4', () => {
    const en = context();
    handleError(new ApiError('UNAUTHENTICATED', 'Please sign in'), en);
    expect(en.text()).toContain('run ailab auth login');
    const ja = context('ja-JP');
    handleError(new AuthRequiredError(''), ja);
    expect(ja.text()).toContain('サインインしていません');
  });

  it('translates client-side codes and keeps server messages as sent', () => {
    const ja = context('ja-JP');
    handleError(new ApiError('TIMEOUT', 'The server did not answer in time'), ja);
    expect(ja.text()).not.toContain('did not answer');
    const server = context();
    handleError(new ApiError('FORBIDDEN', 'Mensaje del servidor', { status: 403 }), server);
    expect(server.text()).toContain('Mensaje del servidor');
  });

  it('lists failing fields and names commander problems', () => {
    const fields = context();
    handleError(
      new ApiError('VALIDATION_FAILED', 'Some fields are not valid', {
        status: 400,
        fields: [{ field: 'email', code: 'invalid_format', message: 'email must be a valid email address' }],
      }),
      fields,
    );
    expect(fields.text()).toContain('  email: email must be a valid email address');
    const flag = context();
    handleError(new CommanderError(1, 'commander.unknownOption', "error: unknown option '--nope'"), flag);
    expect(flag.text()).toContain('Unknown flag: --nope');
    const choice = context('ja-JP');
    handleError(
      new CommanderError(
        1,
        'commander.invalidArgument',
        "error: option '--lang <lang>' argument 'fr' is invalid. Allowed choices are en-US, es-MX, ja-JP.",
      ),
      choice,
    );
    expect(choice.text()).toContain(
      "--lang <lang> の値 'fr' は無効です。次のいずれかを使ってください: en-US, es-MX, ja-JP",
    );
  });

  it('prints stack traces only with --verbose', () => {
    const quiet = context();
    handleError(new Error('boom'), quiet);
    expect(quiet.text()).not.toContain('    at ');
    expect(quiet.text()).toContain('--verbose');
    const verbose = context('en-US', true);
    handleError(new Error('boom'), verbose);
    expect(verbose.text()).toContain('    at ');
  });
});
