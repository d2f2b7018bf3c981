import { BREAKPOINTS, LAYOUT } from '@ailab/core/layout/layout-constants';
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
import { useMediaQuery } from '../../../hooks/use-media-query';
import { focusMainHeading } from '../../../lib/focus-main-heading';
import { focusTrigger, SHELL_IDS } from './shell-ids';
import { SideMenuEntry } from './side-menu-entry';

interface SideMenuProps {
  userRoles: readonly number[];
  areaCode: string;
}

/**
 * Spec §2 side menu: a 280px panel sliding in from the left with the entries the user's roles allow.
 * From md (768px) up it is a docked, non-modal sidebar under the top bar that pushes the content
 * (the shell gives the content its 240px margin); below md it is a modal panel over a backdrop.
 */
export function SideMenu({ userRoles, areaCode }: SideMenuProps) {
  const { t } = useTranslation(['web', 'menu']);
  const { pathname } = useLocation();
  const { sidebarOpen, setSidebarOpen, toggleSidebar, setActiveContent } = useLayoutState();
  const [leaving, setLeaving] = useState(false);
  const docked = useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** True while the panel closes because an entry was chosen: focus then goes to the new page. */
  const chosen = useRef(false);
  const entries = visibleMenu(userRoles);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** After a choice the panel slides out at once, and the toggle runs after the close delay. */
  const onChoose = (key: string) => {
    setActiveContent(key);
    chosen.current = true;
    setLeaving(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      toggleSidebar();
      setLeaving(false);
    }, LAYOUT.menuCloseDelayMs);
  };

  const dashboardHref = menuHref(areaPaths.dashboard, areaCode);

  return (
    <Dialog.Root open={sidebarOpen} onOpenChange={setSidebarOpen} modal={!docked}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="side-menu-overlay"
          className="fixed inset-0 z-40 bg-scrim backdrop-blur-[1px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          data-testid="side-menu"
          id={SHELL_IDS.sideMenu}
          // Focus the first entry rather than the close button, whose tooltip would open on focus.
          onOpenAutoFocus={(event) => {
            const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'nav a, nav button',
            );
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!chosen.current) return focusTrigger(SHELL_IDS.menuToggle, event);
            // After a choice focus belongs to the new page's heading, not to the toggle.
            chosen.current = false;
            event.preventDefault();
            focusMainHeading(document);
          }}
          // Docked, the sidebar stays open while the user works in the content beside it.
          onInteractOutside={(event) => {
            if (docked) event.preventDefault();
          }}
          style={{
            width: LAYOUT.sideMenuWidthPx,
            ['--header-height' as string]: `${LAYOUT.headerHeightPx}px`,
          }}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex max-w-[100vw] flex-col border-r border-line bg-surface shadow-2xl transition-transform duration-300 ease-in outline-none data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left md:top-[var(--header-height)] md:z-20 md:shadow-none',
            leaving && '-translate-x-full',
          )}
        >
          <div
            className="flex shrink-0 items-center justify-between border-b border-line px-4 md:hidden"
            style={{ height: LAYOUT.headerHeightPx }}
          >
            <Logo to={dashboardHref} />
            <Dialog.Close asChild>
              <IconButton label={t('web:shell.closeMenu')} onTooltipEscape={() => setSidebarOpen(false)}>
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
              <p className="mt-4 rounded-lg bg-surface-muted px-3 py-3 text-sm text-ink-subtle">
                {t('web:shell.noMenuEntries')}
              </p>
            ) : null}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
