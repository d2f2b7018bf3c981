/** Exit codes, as listed by `ailab help exit-codes`. */
export const EXIT = { ok: 0, error: 1, usage: 2, auth: 4 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A wrong command line: unknown flag, missing argument, invalid value or body. Exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A prompt was needed but cannot be shown (no terminal, or CI). Names the flag to pass. Exit 2. */
export class NoPromptError extends UsageError {}

/** The user cancelled an interactive prompt. Exit 2. */
export class CancelError extends Error {
  override readonly name = 'CancelError';
}

/** A command needs a signed-in user and there is none (or it was rejected). Exit 4. */
export class AuthRequiredError extends Error {
  override readonly name = 'AuthRequiredError';
}

/** A failure already reported to the user; only sets the exit code. */
export class SilentError extends Error {
  override readonly name = 'SilentError';
  constructor(readonly exitCode: ExitCode) {
    super('');
  }
}
