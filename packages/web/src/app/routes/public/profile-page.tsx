import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotAvailableScreen } from '../../../components/not-available-screen';

/** /{name}: a public profile page; profiles come with a later feature. */
export function Component() {
  const { t } = useTranslation('web');
  const { name = '' } = useParams();
  return (
    <div>
      <p className="mx-auto max-w-3xl px-4 pt-10 text-sm font-medium text-brand-600 sm:px-6 dark:text-brand-400">
        {t('profilePage.handle', { name })}
      </p>
      <NotAvailableScreen screen="profilePage" />
    </div>
  );
}
