import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFormErrors } from '../../../hooks/use-form-errors';
import { checkCode, checkEmail, collectProblems } from '../../../lib/validation';
import { useRequestMagicCode } from '../api/request-magic-code';
import { useVerifyMagicCode } from '../api/verify-magic-code';
import { CodeField } from './code-field';
import { EmailField } from './email-field';
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
        <EmailField value={email} onChange={setEmail} error={errorFor('email')} />
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
      <CodeField value={code} onChange={setCode} error={errorFor('code')} />
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
