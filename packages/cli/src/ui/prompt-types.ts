import type { SignInResult } from '@ailab/core/contract/accounts/user.schemas';
import type { Translate } from '../i18n/translator';
import type { IOStreams } from '../io/io-streams';

/** The interactive prompts commands may show; implemented with Ink in `ink-prompts.tsx`. */
export interface Prompts {
  /** The sign-in form. `submit` signs in and throws on failure; the form shows the error and lets the user retry. */
  login(options: {
    initialEmail?: string;
    submit: (email: string, password: string) => Promise<SignInResult>;
    describeError: (error: unknown) => string;
  }): Promise<SignInResult>;
  /** Asks for one text value (an email address, a one-time code). */
  text(options: {
    label: string;
    hint?: string;
    mask?: boolean;
    validate?: (value: string) => string | null;
  }): Promise<string>;
  /** Asks a yes/no question; answers false unless the user presses y. */
  confirm(options: { message: string }): Promise<boolean>;
}

/** Loads the Ink prompts on demand, so commands that never prompt never load React or Ink. */
export async function loadPrompts(io: IOStreams, t: Translate): Promise<Prompts> {
  const { inkPrompts } = await import('./ink-prompts');
  return inkPrompts(io, t);
}
