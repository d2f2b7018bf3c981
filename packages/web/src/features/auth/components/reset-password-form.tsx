import { PASSWORD_MIN_LENGTH } from '@ailab/core/contract/schemas/field-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useFormErrors } from '../../../hooks/use-form-errors';
import { checkCode, checkEmail, checkNewPassword, collectProblems } from '../../../lib/validation';
import { useResetPassword } from '../api/reset-password';
import { CodeField } from './code-field';
import { EmailField } from './email-field';

/** Reset by code: ask for an emailed code, then set a new password with it. */
export function ResetPasswordForm() {
  const { t } = useTranslation(['web', 'auth']);
  const requestMutation = useResetPassword();
  const confirmMutation = useResetPassword();
  const error = confirmMutation.error ?? requestMutation.error;
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { errorFor, validate } = useFormErrors(error, { new_password: checkNewPassword(password) });

  if (confirmMutation.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{confirmMutation.data.message}</Alert>
        <Link to={paths.login} className="text-sm font-semibold text-brand-600 dark:text-brand-400">
          {t('web:password.backToLogin')}
        </Link>
      </div>
    );
  }

  if (!requestMutation.isSuccess) {
    const onRequest = (event: FormEvent) => {
      event.preventDefault();
      if (!validate(collectProblems({ email: checkEmail(email) }))) return;
      requestMutation.mutate({ step: 'request', email: email.trim() });
    };
    return (
      <form noValidate onSubmit={onRequest} className="space-y-4" aria-label={t('web:password.resetTitle')}>
        <FormError error={error} />
        <EmailField value={email} onChange={setEmail} error={errorFor('email')} />
        <Button type="submit" className="w-full" loading={requestMutation.isPending}>
          {t('web:password.sendCode')}
        </Button>
      </form>
    );
  }

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!validate(collectProblems({ code: checkCode(code), new_password: checkNewPassword(password) })))
      return;
    confirmMutation.mutate({
      step: 'confirm',
      email: email.trim(),
      code: code.trim(),
      new_password: password,
    });
  };
  return (
    <form noValidate onSubmit={onConfirm} className="space-y-4" aria-label={t('web:password.resetTitle')}>
      <Alert tone="success">{requestMutation.data.message}</Alert>
      <FormError error={confirmMutation.error} />
      <CodeField value={code} onChange={setCode} error={errorFor('code')} />
      <TextField
        label={t('web:fields.newPassword')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errorFor('new_password')}
        hint={t('web:fields.passwordHint', { minimum: PASSWORD_MIN_LENGTH })}
      />
      <Button type="submit" className="w-full" loading={confirmMutation.isPending}>
        {t('web:password.submit')}
      </Button>
    </form>
  );
}
