import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';

/** Shown on the sign-in page when a rejected session sent the person here (issue 25 item 11). */
export function SessionExpiredNotice() {
  const { t } = useTranslation('account');
  return (
    <div data-testid="session-expired">
      <Alert tone="info" className="mb-4">
        {t('sessionExpired')}
      </Alert>
    </div>
  );
}
