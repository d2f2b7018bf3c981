import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button';

/** The notifications button; until notifications exist it opens a friendly empty state. */
export function NotificationsButton() {
  const { t } = useTranslation('web');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton label={t('shell.notifications')}>
          <Bell aria-hidden="true" className="size-5" />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[60] w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('shell.notifications')}
          </DropdownMenu.Label>
          <div className="mt-3 flex flex-col items-center py-4 text-center">
            <BellOff aria-hidden="true" className="size-8 text-slate-300 dark:text-slate-600" />
            <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('shell.noNotifications')}</p>
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
