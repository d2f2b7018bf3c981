import { Box, Text, useInput } from 'ink';
import { useState } from 'react';
import type { Translate } from '../i18n/translator';
import { useLatestState } from './kit/use-latest-state';
import { editText } from './text-input';

/** Props of {@link LoginForm}. The form never calls the server itself: `submit` does. */
export interface LoginFormProps<R> {
  t: Translate;
  initialEmail?: string;
  submit: (email: string, password: string) => Promise<R>;
  describeError: (error: unknown) => string;
  onDone: (result: R) => void;
  onCancel: () => void;
}

type Field = 'email' | 'password';

/** Email and password fields: Tab or arrows move, Enter goes on and then signs in, Esc cancels. */
export function LoginForm<R>({
  t,
  initialEmail,
  submit,
  describeError,
  onDone,
  onCancel,
}: LoginFormProps<R>) {
  const [currentEmail, setEmail, email] = useLatestState(initialEmail ?? '');
  const [currentPassword, setPassword, password] = useLatestState('');
  const [currentFocus, setFocus, focus] = useLatestState<Field>(initialEmail ? 'password' : 'email');
  const [isBusy, setBusy, busy] = useLatestState(false);
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    const address = currentEmail().trim();
    const secret = currentPassword();
    if (address === '' || secret === '') {
      setError(t('auth.form.required'));
      setFocus(address === '' ? 'email' : 'password');
      return;
    }
    setBusy(true);
    setError(null);
    submit(address, secret).then(onDone, (failure: unknown) => {
      setBusy(false);
      setPassword('');
      setError(describeError(failure));
    });
  };

  useInput((input, key) => {
    if (key.escape || (key.ctrl && input === 'c')) {
      onCancel();
      return;
    }
    if (isBusy()) return;
    const field = currentFocus();
    if (key.tab || key.upArrow || key.downArrow) setFocus(field === 'email' ? 'password' : 'email');
    else if (key.return) {
      if (field === 'email') setFocus('password');
      else send();
    } else if (field === 'email') setEmail(editText(currentEmail(), input, key));
    else setPassword(editText(currentPassword(), input, key));
  });

  const marker = (field: Field) => (focus === field ? '›' : ' ');
  return (
    <Box flexDirection="column">
      <Text bold>{t('auth.form.title')}</Text>
      <Text>
        <Text
          color={focus === 'email' ? 'cyan' : undefined}
        >{`${marker('email')} ${t('auth.form.email')}: `}</Text>
        {email}
      </Text>
      <Text>
        <Text
          color={focus === 'password' ? 'cyan' : undefined}
        >{`${marker('password')} ${t('auth.form.password')}: `}</Text>
        {'•'.repeat([...password].length)}
      </Text>
      {busy ? <Text dimColor>{t('auth.form.signingIn')}</Text> : null}
      {error ? <Text color="red">{error}</Text> : null}
      <Text dimColor>{t('auth.form.keys')}</Text>
    </Box>
  );
}
