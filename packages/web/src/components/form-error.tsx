import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-error';
import { Alert } from './ui/alert';

/** The message of a failed call above a form, when there is one. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <Alert tone="error">{errorMessage(error, t('common:genericError'))}</Alert>;
}
