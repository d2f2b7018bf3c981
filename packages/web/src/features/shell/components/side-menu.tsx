import { LAYOUT } from '@ailab/core/layout/layout-constants';
import { isMenuEntryActive, menuHref, visibleMenu } from '@ailab/core/menu/visible-menu';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { cn } from '../../../components/ui/cn';
import { IconButton } from '../../../components/ui/icon-button';
import { areaPaths } from '../../../config/paths';
import { useLayoutState } from '../../../hooks/use-layout-state';
import { focusTrigger, SHELL_IDS } from './shell-ids';
import { SideMenuEntry } from './side-menu-entry';

interface SideMenuProps {
  userRoles: readonly number[];
  areaCode: string;
}

/** Spec §2 side menu: a 280px panel sliding in from the left with the entries the user's roles allow. */
export function SideMenu({ userRoles, areaCode }: SideMenuProps) {
  const { t } = useTranslation(['web', 'menu']);
  const { pathname } = useLocation();
  const { sidebarOpen, setSidebarOpen, toggleSidebar, setActiveContent } = useLayoutState();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const entries = visibleMenu(userRoles);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** After a choice the panel slides out at once, and the toggle runs after the close delay. */
  const onChoose = (key: string) => {
    setActiveContent(key);
    setLeaving(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      toggleSidebar();
      setLeaving(false);
    }, LAYOUT.menuCloseDelayMs);
  };

  const dashboardHref = menuHref(areaPaths.dashboard, areaCode);

  return (
    <Dialog.Root open={sidebarOpen} onOpenChange={setSidebarOpen}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="side-menu-overlay"
          className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[1px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          data-testid="side-menu"
          // Focus the first entry rather than the close button, whose tooltip would open on focus.
          onOpenAutoFocus={(event) => {
            const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'nav a, nav button',
            );
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(event) => focusTrigger(SHELL_IDS.menuToggle, event)}
          style={{ width: LAYOUT.sideMenuWidthPx }}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex max-w-[100vw] flex-col border-r border-slate-200 bg-white shadow-2xl transition-transform duration-300 ease-in outline-none data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left dark:border-slate-800 dark:bg-slate-900',
            leaving && '-translate-x-full',
          )}
        >
          <div
            className="flex shrink-0 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800"
            style={{ height: LAYOUT.headerHeightPx }}
          >
            <Logo to={dashboardHref} />
            <Dialog.Close asChild>
              <IconButton label={t('web:shell.closeMenu')}>
                <X aria-hidden="true" className="size-5" />
              </IconButton>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('web:shell.menuTitle')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('web:shell.menuDescription')}</Dialog.Description>
          <nav aria-label={t('web:shell.menuTitle')} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {entries.map((entry) => (
                <SideMenuEntry
                  key={entry.key}
                  entry={entry}
                  areaCode={areaCode}
                  active={isMenuEntryActive(entry, pathname, areaCode)}
                  onChoose={onChoose}
                />
              ))}
            </ul>
            {entries.length === 0 ? (
              <p className="mt-4 rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
                {t('web:shell.noMenuEntries')}
              </p>
            ) : null}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
