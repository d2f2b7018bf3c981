import { PASSWORD_MIN_LENGTH } from '@ailab/core/contract/schemas/field-rules';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onPasswordChange: (password: string) => void;
  onRepeatChange: (repeat: string) => void;
  passwordError?: string | undefined;
  repeatError?: string | undefined;
}

/** A new password with the policy hint, and the same password again. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation('web');
  return (
    <>
      <TextField
        label={t('fields.newPassword')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
        error={props.passwordError}
        hint={t('fields.passwordHint', { minimum: PASSWORD_MIN_LENGTH })}
      />
      <TextField
        label={t('fields.repeatPassword')}
        name="repeat_password"
        type="password"
        autoComplete="new-password"
        value={props.repeat}
        onChange={(event) => props.onRepeatChange(event.target.value)}
        error={props.repeatError}
      />
    </>
  );
}
