import { isApiError } from '@ailab/core/errors/api-error';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useFormErrors } from '../../../hooks/use-form-errors';
import { errorMessage } from '../../../lib/api-error';
import { checkEmail, checkRequired, collectProblems } from '../../../lib/validation';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from './use-complete-sign-in';

/** The sign-in form of spec §1: Cancel, 'Reset Password' and 'Login Now!'. */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'web']);
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const loginMutation = useLogin();
  const { errorFor, validate } = useFormErrors(loginMutation.error);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate(collectProblems({ email: checkEmail(email), password: checkRequired(password) }))) return;
    loginMutation.mutate({ email: email.trim(), password }, { onSuccess: completeSignIn });
  };

  const error = loginMutation.error;
  const message = isApiError(error, 'INVALID_CREDENTIALS')
    ? t('auth:login.wrongCredentials')
    : errorMessage(error, t('common:genericError'));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('auth:login.title')}>
      {error ? <Alert tone="error">{message}</Alert> : null}
      <TextField
        label={t('auth:login.email')}
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errorFor('email')}
      />
      <TextField
        label={t('auth:login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errorFor('password')}
      />
      <div className="flex justify-end">
        <Link
          to={paths.changePassword}
          className="text-sm font-medium text-brand-600 hover:text-brand-700 dark:text-brand-400"
        >
          {t('auth:login.resetPassword')}
        </Link>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row">
        <Button variant="secondary" className="sm:flex-1" onClick={() => navigate(paths.home)}>
          {t('auth:login.cancel')}
        </Button>
        <Button type="submit" className="sm:flex-1" loading={loginMutation.isPending}>
          {t('auth:login.submit')}
        </Button>
      </div>
    </form>
  );
}
