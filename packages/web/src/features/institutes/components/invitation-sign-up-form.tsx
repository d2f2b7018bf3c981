import { contract } from '@ailab/core/contract/index';
import { PASSWORD_MIN_LENGTH } from '@ailab/core/contract/schemas/field-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAuthController } from '../../../hooks/use-auth';
import { useInvitationSignUp } from '../api/institutes-api';

/**
 * Creates the invitee's account through the emailed link and accepts the invitation in one step
 * (the link proves the address): signed in, the new supervisor lands on their Institute Admin view.
 */
export function InvitationSignUpForm({ token }: { token: string }) {
  const { t } = useTranslation('institutes');
  const controller = useAuthController();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signUp = useInvitationSignUp();
  const { form, submit, errorFor } = useContractForm({
    schema: contract.instituteExtras.invitationSignUp.body,
    defaultValues: { token, first_name: '', last_name: '', password: '' },
    onSubmit: (body) =>
      signUp.mutate(body, {
        onSuccess: (result) => {
          queryClient.clear();
          controller.login(result);
          navigate(paths.institutes.supervisor, { replace: true });
        },
      }),
    serverError: signUp.error,
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label={t('web.invitation.signUpTitle')}>
      <h2 className="text-base font-semibold text-ink">{t('web.invitation.signUpTitle')}</h2>
      <p className="text-sm text-ink-muted">{t('web.invitation.signUpHint')}</p>
      <FormError error={signUp.error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('web.invitation.firstName')}
          autoComplete="given-name"
          {...form.register('first_name')}
          error={errorFor('first_name')}
        />
        <TextField
          label={t('web.invitation.lastName')}
          autoComplete="family-name"
          {...form.register('last_name')}
          error={errorFor('last_name')}
        />
      </div>
      <TextField
        label={t('web.invitation.password')}
        type="password"
        autoComplete="new-password"
        hint={t('web.invitation.passwordHint', { minimum: PASSWORD_MIN_LENGTH })}
        {...form.register('password')}
        error={errorFor('password')}
      />
      <Button type="submit" loading={signUp.isPending}>
        {t('web.invitation.signUpAccept')}
      </Button>
    </form>
  );
}
