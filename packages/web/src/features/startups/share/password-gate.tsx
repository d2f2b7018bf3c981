import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUnlockShare } from '../api/pitch-share';

/** The password form of a protected share link; the right password hands its view grant to `onGrant`. */
export function PasswordGate({
  token,
  names,
  onGrant,
}: {
  token: string;
  names: string;
  onGrant(grant: string): void;
}) {
  const { t } = useTranslation('startups');
  const unlock = useUnlockShare(token);
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    unlock.mutate(password, { onSuccess: (answer) => onGrant(answer.grant) });
  };
  return (
    <form
      onSubmit={submit}
      className="mx-auto max-w-md space-y-4 rounded-card border border-line bg-surface p-6"
    >
      <h1 className="text-xl font-semibold text-ink">{names}</h1>
      <p className="text-sm text-ink-muted">{t('web.share.lockedIntro')}</p>
      <FormError error={unlock.error} />
      <TextField
        label={t('web.share.passwordLabel')}
        type="password"
        autoComplete="off"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" loading={unlock.isPending}>
        {t('web.share.unlock')}
      </Button>
    </form>
  );
}
