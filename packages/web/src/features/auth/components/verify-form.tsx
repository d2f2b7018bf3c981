import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFormErrors } from '../../../hooks/use-form-errors';
import { checkCode, checkEmail, collectProblems } from '../../../lib/validation';
import { useRegenerateCode } from '../api/regenerate-code';
import { useVerifyCode } from '../api/verify-code';
import { CodeField } from './code-field';
import { EmailField } from './email-field';
import { useCompleteSignIn } from './use-complete-sign-in';

/** Verifies a new account with the emailed 6-digit code, which signs the user in. */
export function VerifyForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation(['web', 'auth']);
  const completeSignIn = useCompleteSignIn();
  const verifyMutation = useVerifyCode();
  const resendMutation = useRegenerateCode();
  const { errorFor, validate } = useFormErrors(verifyMutation.error ?? resendMutation.error);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate(collectProblems({ email: checkEmail(email), code: checkCode(code) }))) return;
    resendMutation.reset();
    verifyMutation.mutate({ email: email.trim(), code: code.trim() }, { onSuccess: completeSignIn });
  };

  const resend = () => {
    if (!validate(collectProblems({ email: checkEmail(email) }))) return;
    verifyMutation.reset();
    resendMutation.mutate({ email: email.trim() });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('web:verify.title')}>
      <FormError error={verifyMutation.error ?? resendMutation.error} />
      {resendMutation.data ? <Alert tone="success">{resendMutation.data.message}</Alert> : null}
      <EmailField value={email} onChange={setEmail} error={errorFor('email')} />
      <CodeField value={code} onChange={setCode} error={errorFor('code')} />
      <Button type="submit" className="w-full" loading={verifyMutation.isPending}>
        {t('web:verify.submit')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={resend} loading={resendMutation.isPending}>
        {t('web:verify.resend')}
      </Button>
    </form>
  );
}
