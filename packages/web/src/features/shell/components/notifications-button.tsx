import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconMenu } from '../../../components/ui/icon-menu';

/** The notifications button; until notifications exist it opens a friendly empty state. */
export function NotificationsButton() {
  const { t } = useTranslation('web');
  return (
    <IconMenu
      label={t('shell.notifications')}
      icon={<Bell aria-hidden="true" className="size-5" />}
      panelClassName="w-72 p-4"
    >
      <DropdownMenu.Label className="text-sm font-semibold text-ink">
        {t('shell.notifications')}
      </DropdownMenu.Label>
      <div className="mt-3 flex flex-col items-center py-4 text-center">
        <BellOff aria-hidden="true" className="size-8 text-line-strong" />
        <p className="mt-2 text-sm text-ink-subtle">{t('shell.noNotifications')}</p>
      </div>
    </IconMenu>
  );
}
