import { SIGN_UP_INTERESTS } from '@ailab/core/contract/accounts/v1-public';
import { PASSWORD_MIN_LENGTH } from '@ailab/core/contract/schemas/field-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { paths, searchParams } from '../../../config/paths';
import { useFormErrors } from '../../../hooks/use-form-errors';
import { useServices } from '../../../hooks/use-services';
import { checkEmail, checkNewPassword, checkRequired, collectProblems } from '../../../lib/validation';
import { useSignUp } from '../api/sign-up';
import { EmailField } from './email-field';

type Interest = (typeof SIGN_UP_INTERESTS)[number];

/** Registration: name, email, password and interests; a code is emailed for the verify screen. */
export function RegisterForm() {
  const { t } = useTranslation(['web', 'auth']);
  const navigate = useNavigate();
  const { language } = useServices();
  const signUpMutation = useSignUp();
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', password: '' });
  const { errorFor, validate } = useFormErrors(signUpMutation.error, {
    password: checkNewPassword(form.password),
  });
  const [interests, setInterests] = useState<Interest[]>([]);
  const [newsletter, setNewsletter] = useState(false);

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const toggleInterest = (interest: Interest) =>
    setInterests((current) =>
      current.includes(interest) ? current.filter((item) => item !== interest) : [...current, interest],
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      first_name: checkRequired(form.first_name),
      last_name: checkRequired(form.last_name),
      email: checkEmail(form.email),
      password: checkNewPassword(form.password),
    });
    if (!validate(problems)) return;
    const body = {
      ...form,
      email: form.email.trim(),
      preferences: { interests, newsletter, language: language.current() },
    };
    signUpMutation.mutate(body, {
      onSuccess: (answer) => {
        const query = new URLSearchParams({ [searchParams.email]: answer.email });
        navigate(`${paths.verify}?${query.toString()}`, { replace: true });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('web:register.title')}>
      <FormError error={signUpMutation.error} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('web:fields.firstName')}
          name="first_name"
          autoComplete="given-name"
          value={form.first_name}
          onChange={set('first_name')}
          error={errorFor('first_name')}
        />
        <TextField
          label={t('web:fields.lastName')}
          name="last_name"
          autoComplete="family-name"
          value={form.last_name}
          onChange={set('last_name')}
          error={errorFor('last_name')}
        />
      </div>
      <EmailField
        value={form.email}
        onChange={(email) => setForm((current) => ({ ...current, email }))}
        error={errorFor('email')}
      />
      <TextField
        label={t('auth:login.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={errorFor('password')}
        hint={t('web:fields.passwordHint', { minimum: PASSWORD_MIN_LENGTH })}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('web:register.interests')}</legend>
        <div className="flex flex-wrap gap-2">
          {SIGN_UP_INTERESTS.map((interest) => {
            const checked = interests.includes(interest);
            return (
              <label
                key={interest}
                className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                  checked
                    ? 'border-brand-500 bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200'
                    : 'border-line-strong text-ink-muted hover:border-line-strong'
                }`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={checked}
                  onChange={() => toggleInterest(interest)}
                />
                {t(`auth:interests.${interest}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <CheckboxField checked={newsletter} onChange={setNewsletter} className="text-ink-muted">
        {t('web:register.newsletter')}
      </CheckboxField>
      <Button type="submit" className="w-full" loading={signUpMutation.isPending}>
        {t('web:register.submit')}
      </Button>
    </form>
  );
}
