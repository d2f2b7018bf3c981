import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useFormErrors } from '../../../hooks/use-form-errors';
import { checkNewPassword, collectProblems } from '../../../lib/validation';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

interface ResetByLinkFormProps {
  token: string;
  /** The form's name and button for an invitation ("Activate your account"); a reset's by default. */
  title?: string;
  submitLabel?: string;
}

/** Reset by the emailed link: the token comes from the URL; only the new password is asked. */
export function ResetByLinkForm({ token, title, submitLabel }: ResetByLinkFormProps) {
  const { t } = useTranslation('web');
  const confirmMutation = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { errorFor, validate } = useFormErrors(confirmMutation.error, {
    new_password: checkNewPassword(password),
  });

  if (confirmMutation.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{confirmMutation.data.message}</Alert>
        <Link to={paths.login} className="text-sm font-semibold text-brand-600 dark:text-brand-400">
          {t('password.backToLogin')}
        </Link>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      new_password: checkNewPassword(password),
      repeat: password === repeat ? undefined : { key: 'validation.mismatch' },
    });
    if (!validate(problems)) return;
    confirmMutation.mutate({ step: 'confirm_link', token, new_password: password });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={title ?? t('password.resetTitle')}>
      <FormError error={confirmMutation.error} />
      <NewPasswordFields
        password={password}
        repeat={repeat}
        onPasswordChange={setPassword}
        onRepeatChange={setRepeat}
        passwordError={errorFor('new_password') ?? errorFor('token')}
        repeatError={errorFor('repeat')}
      />
      <Button type="submit" className="w-full" loading={confirmMutation.isPending}>
        {submitLabel ?? t('password.submit')}
      </Button>
    </form>
  );
}
