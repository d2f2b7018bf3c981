import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

interface EmailFieldProps {
  value: string;
  onChange: (email: string) => void;
  error?: string | undefined;
}

/** The email address of an auth form, with email autofill. */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth:login.email')}
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
