import type { User } from '@ailab/core/contract/schemas/user';
import { user as userContract } from '@ailab/core/contract/user';
import { LANGUAGES, type Language } from '@ailab/core/i18n/languages';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateInfo } from '../api/update-info';

/** Name, user name and language of the signed-in user (PUT update_info). */
export function PersonalInfoCard({ user }: { user: User }) {
  const { t } = useTranslation(['web', 'common', 'auth']);
  const updateMutation = useUpdateInfo();
  const { form, submit, errorFor } = useContractForm({
    schema: userContract.updateInfo.body,
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      user_name: user.user_name,
      language: user.language as Language,
    },
    onSubmit: (body) => updateMutation.mutate(body),
    serverError: updateMutation.error,
  });

  return (
    <Card
      id="personal-info"
      title={t('web:profile.personalInfo')}
      description={t('web:profile.personalInfoHint')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormError error={updateMutation.error} />
        {updateMutation.isSuccess ? <Alert tone="success">{t('common:operationSuccessful')}</Alert> : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('web:fields.firstName')}
            autoComplete="given-name"
            {...form.register('first_name')}
            error={errorFor('first_name')}
          />
          <TextField
            label={t('web:fields.lastName')}
            autoComplete="family-name"
            {...form.register('last_name')}
            error={errorFor('last_name')}
          />
          <TextField
            label={t('web:fields.userName')}
            autoComplete="username"
            {...form.register('user_name')}
            error={errorFor('user_name')}
            hint={t('web:fields.userNameHint')}
          />
          <TextField label={t('auth:login.email')} name="email" value={user.email} readOnly disabled />
        </div>
        <SelectField
          label={t('web:profile.emailLanguage')}
          className="sm:w-64"
          {...form.register('language')}
          options={LANGUAGES.map((language) => ({
            value: language,
            label: t(`common:languages.${language}`),
          }))}
          error={errorFor('language')}
        />
        <FormActions>
          <Button type="submit" loading={updateMutation.isPending}>
            {t('web:profile.save')}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
