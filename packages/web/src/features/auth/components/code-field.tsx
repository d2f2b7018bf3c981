import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

interface CodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}

/** The emailed six-digit code: numeric keyboard, one-time-code autofill, digits only. */
export function CodeField({ value, onChange, error }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('web:fields.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
    />
  );
}
