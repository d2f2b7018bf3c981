import { CancelError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import type { IOStreams } from '../io/io-streams';
import { ConfirmPrompt } from './confirm-prompt';
import { LoginForm } from './login-form';
import type { Prompts } from './prompt-types';
import { renderUntil } from './render-until';
import { TextPrompt } from './text-prompt';

/** The Ink implementation of {@link Prompts}, drawn on stderr. */
export function inkPrompts(io: IOStreams, t: Translate): Prompts {
  return {
    login: (options) =>
      renderUntil(io, (done, fail) => (
        <LoginForm
          t={t}
          initialEmail={options.initialEmail}
          submit={options.submit}
          describeError={options.describeError}
          onDone={done}
          onCancel={() => fail(new CancelError(t('errors.cancelled')))}
        />
      )),
    text: (options) =>
      renderUntil(io, (done, fail) => (
        <TextPrompt
          label={options.label}
          hint={options.hint}
          mask={options.mask}
          validate={options.validate}
          onSubmit={done}
          onCancel={() => fail(new CancelError(t('errors.cancelled')))}
        />
      )),
    confirm: (options) =>
      renderUntil(io, (done, fail) => (
        <ConfirmPrompt
          message={options.message}
          hint={t('prompt.yesNo')}
          onAnswer={done}
          onCancel={() => fail(new CancelError(t('errors.cancelled')))}
        />
      )),
  };
}
