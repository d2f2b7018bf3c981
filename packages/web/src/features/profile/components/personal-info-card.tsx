import type { User } from '@ailab/core/contract/accounts/user.schemas';
import { LANGUAGES, type Language } from '@ailab/core/i18n/languages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormErrors } from '../../../hooks/use-form-errors';
import { checkRequired, collectProblems } from '../../../lib/validation';
import { useUpdateInfo } from '../api/update-info';

/** Name, user name and language of the signed-in user (PUT update_info). */
export function PersonalInfoCard({ user }: { user: User }) {
  const { t } = useTranslation(['web', 'common', 'auth', 'account']);
  const updateMutation = useUpdateInfo();
  const { errorFor, validate } = useFormErrors(updateMutation.error);
  const [form, setForm] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    user_name: user.user_name,
    language: user.language,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      first_name: checkRequired(form.first_name),
      last_name: checkRequired(form.last_name),
      user_name: checkRequired(form.user_name),
    });
    if (!validate(problems)) return;
    updateMutation.mutate({
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      user_name: form.user_name.trim(),
      language: form.language,
    });
  };

  return (
    <Card
      id="personal-info"
      title={t('account:profile.personalInfo')}
      description={t('account:profile.personalInfoHint')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormError error={updateMutation.error} />
        {updateMutation.isSuccess ? <Alert tone="success">{t('common:operationSuccessful')}</Alert> : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('web:fields.firstName')}
            name="first_name"
            autoComplete="given-name"
            value={form.first_name}
            onChange={(event) => setForm({ ...form, first_name: event.target.value })}
            error={errorFor('first_name')}
          />
          <TextField
            label={t('web:fields.lastName')}
            name="last_name"
            autoComplete="family-name"
            value={form.last_name}
            onChange={(event) => setForm({ ...form, last_name: event.target.value })}
            error={errorFor('last_name')}
          />
          <TextField
            label={t('web:fields.userName')}
            name="user_name"
            autoComplete="username"
            value={form.user_name}
            onChange={(event) => setForm({ ...form, user_name: event.target.value })}
            error={errorFor('user_name')}
            hint={t('web:fields.userNameHint')}
          />
          <TextField label={t('auth:login.email')} name="email" value={user.email} readOnly disabled />
        </div>
        <SelectField
          id="profile-language"
          label={t('account:profile.emailLanguage')}
          className="sm:w-64"
          value={form.language}
          onValueChange={(language) => setForm({ ...form, language: language as Language })}
          options={LANGUAGES.map((language) => ({
            value: language,
            label: t(`common:languages.${language}`),
          }))}
          error={errorFor('language')}
        />
        <FormActions>
          <Button type="submit" loading={updateMutation.isPending}>
            {t('account:profile.save')}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
