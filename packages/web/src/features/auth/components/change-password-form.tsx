import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/text-field';
import { useAuthController } from '../../../hooks/use-auth';
import { useFormErrors } from '../../../hooks/use-form-errors';
import { checkNewPassword, checkRequired, collectProblems } from '../../../lib/validation';
import { useUpdateDefaultPassword } from '../api/update-default-password';
import { NewPasswordFields } from './new-password-fields';

interface ChangePasswordFormProps {
  /** Called after the server accepted the new password and the new session is stored. */
  onChanged?: () => void;
  /** Where the submit button sits: stretched in the auth card (default), at the end in a settings card. */
  actions?: 'full' | 'end';
}

/** Changes the signed-in user's password: current, new and repeated. */
export function ChangePasswordForm({ onChanged, actions = 'full' }: ChangePasswordFormProps) {
  const { t } = useTranslation('web');
  const controller = useAuthController();
  const changeMutation = useUpdateDefaultPassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const { errorFor, validate } = useFormErrors(changeMutation.error, {
    new_password: checkNewPassword(next),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      current_password: checkRequired(current),
      new_password: checkNewPassword(next),
      repeat: next === repeat ? undefined : { key: 'validation.mismatch' },
    });
    if (!validate(problems)) return;
    changeMutation.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: (result) => {
          // The server ends every other session and answers a fresh sign-in for this one.
          controller.login(result);
          setCurrent('');
          setNext('');
          setRepeat('');
          onChanged?.();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('password.changeTitle')}>
      <FormError error={changeMutation.error} />
      {changeMutation.isSuccess ? <Alert tone="success">{t('password.changed')}</Alert> : null}
      <TextField
        label={t('fields.currentPassword')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errorFor('current_password')}
      />
      <NewPasswordFields
        password={next}
        repeat={repeat}
        onPasswordChange={setNext}
        onRepeatChange={setRepeat}
        passwordError={errorFor('new_password')}
        repeatError={errorFor('repeat')}
      />
      <FormActions align={actions}>
        <Button type="submit" loading={changeMutation.isPending}>
          {t('password.submit')}
        </Button>
      </FormActions>
    </form>
  );
}
