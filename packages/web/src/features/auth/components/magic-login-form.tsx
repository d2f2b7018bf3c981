import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useFormErrors } from '../../../hooks/use-form-errors';
import { checkCode, checkEmail, collectProblems } from '../../../lib/validation';
import { useRequestMagicCode } from '../api/request-magic-code';
import { useVerifyMagicCode } from '../api/verify-magic-code';
import { useCompleteSignIn } from './use-complete-sign-in';

/** Passwordless sign-in: email a code, then type it. */
export function MagicLoginForm() {
  const { t } = useTranslation(['web', 'auth']);
  const completeSignIn = useCompleteSignIn();
  const requestMutation = useRequestMagicCode();
  const verifyMutation = useVerifyMagicCode();
  const error = verifyMutation.error ?? requestMutation.error;
  const { errorFor, validate } = useFormErrors(error);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const codeSent = requestMutation.isSuccess;

  const onRequest = (event: FormEvent) => {
    event.preventDefault();
    if (!validate(collectProblems({ email: checkEmail(email) }))) return;
    requestMutation.mutate({ email: email.trim() });
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (!validate(collectProblems({ code: checkCode(code) }))) return;
    verifyMutation.mutate({ email: email.trim(), code: code.trim() }, { onSuccess: completeSignIn });
  };

  if (!codeSent) {
    return (
      <form noValidate onSubmit={onRequest} className="space-y-4" aria-label={t('web:magic.title')}>
        <FormError error={error} />
        <TextField
          label={t('auth:login.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errorFor('email')}
        />
        <Button type="submit" className="w-full" loading={requestMutation.isPending}>
          {t('web:magic.send')}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onVerify} className="space-y-4" aria-label={t('web:magic.title')}>
      <Alert tone="success">{requestMutation.data?.message ?? t('auth:messages.codeSent')}</Alert>
      <FormError error={verifyMutation.error} />
      <TextField
        label={t('web:fields.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={errorFor('code')}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
      />
      <Button type="submit" className="w-full" loading={verifyMutation.isPending}>
        {t('web:magic.submit')}
      </Button>
      <Button
        variant="ghost"
        className="w-full"
        onClick={() => {
          verifyMutation.reset();
          requestMutation.reset();
          setCode('');
        }}
      >
        {t('web:magic.otherEmail')}
      </Button>
    </form>
  );
}
