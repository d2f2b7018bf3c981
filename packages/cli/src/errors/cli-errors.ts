/**
 * Exit codes, as listed by `ailab help exit-codes`: one rule for every command (issue 24 item 10). A server error is
 * mapped by its code's status in `errors/exit-codes.ts`; the CLI's own errors carry theirs.
 */
export const EXIT = { ok: 0, error: 1, usage: 2, notFound: 3, auth: 4, permission: 5, conflict: 6 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * The CLI is two bundles (CommonJS for start-up, ES modules for what loads on
 * demand), so each error class can exist twice. Errors carry a brand that
 * both copies agree on, and are recognised by it rather than by instanceof.
 */
const KIND = Symbol.for('ailab.cli.errorKind');
type ErrorKind = 'usage' | 'cancel' | 'auth' | 'silent' | 'notFound';

function kindOf(error: unknown): ErrorKind | undefined {
  return typeof error === 'object' && error !== null
    ? ((error as Record<symbol, unknown>)[KIND] as ErrorKind | undefined)
    : undefined;
}

/** A wrong command line: unknown flag, missing argument, invalid value or body. Exit 2. */
export class UsageError extends Error {
  override readonly name: string = 'UsageError';
  readonly [KIND]: ErrorKind = 'usage';
}

/** A prompt was needed but cannot be shown (no terminal, or CI). Names the flag to pass. Exit 2. */
export class NoPromptError extends UsageError {}

/** The user cancelled an interactive prompt. Exit 2. */
export class CancelError extends Error {
  override readonly name = 'CancelError';
  readonly [KIND]: ErrorKind = 'cancel';
}

/** A command needs a signed-in user and there is none (or it was rejected). Exit 4. */
export class AuthRequiredError extends Error {
  override readonly name = 'AuthRequiredError';
  readonly [KIND]: ErrorKind = 'auth';
}

/** What a command was asked for does not exist (an event slug, a source name, a followed target). Exit 3. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  readonly [KIND]: ErrorKind = 'notFound';
}

/** A failure already reported to the user; only sets the exit code. */
export class SilentError extends Error {
  override readonly name = 'SilentError';
  readonly [KIND]: ErrorKind = 'silent';
  constructor(readonly exitCode: ExitCode) {
    super('');
  }
}

export const isUsageError = (error: unknown): error is UsageError => kindOf(error) === 'usage';
export const isCancelError = (error: unknown): error is CancelError => kindOf(error) === 'cancel';
export const isAuthRequiredError = (error: unknown): error is AuthRequiredError => kindOf(error) === 'auth';
export const isSilentError = (error: unknown): error is SilentError => kindOf(error) === 'silent';
export const isNotFoundError = (error: unknown): error is NotFoundError => kindOf(error) === 'notFound';
