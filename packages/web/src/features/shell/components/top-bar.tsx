import { LAYOUT } from '@ailab/core/layout/layout-constants';
import { fullName, type UserInfo } from '@ailab/core/session/session';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorModeToggle } from '../../../components/color-mode-toggle';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { Logo } from '../../../components/logo';
import { Avatar } from '../../../components/ui/avatar';
import { IconButton } from '../../../components/ui/icon-button';
import { useLayoutState } from '../../../hooks/use-layout-state';
import { MenuSearch } from './menu-search';
import { NotificationsButton } from './notifications-button';
import { SearchLauncher } from './search-launcher';
import { SHELL_IDS } from './shell-ids';

interface TopBarProps {
  info: UserInfo;
  userRoles: readonly number[];
  areaCode: string;
  homeHref: string;
}

/** Spec §1 top bar, 64px: menu toggle, logo, search (small screens), notifications, colour mode, avatar. */
export function TopBar({ info, userRoles, areaCode, homeHref }: TopBarProps) {
  const { t } = useTranslation('web');
  const { sidebarOpen, toggleSidebar, setSidebarOpen, setUserPanelOpen } = useLayoutState();
  const name = fullName(info);
  const displayName = name ?? t('shell.userNamePlaceholder');
  const displayEmail = info.email || t('shell.usernamePlaceholder');
  const [paletteRequest, setPaletteRequest] = useState({ openKey: 0, query: '' });
  return (
    <header
      data-testid="top-bar"
      style={{ height: LAYOUT.headerHeightPx }}
      className="sticky top-0 z-30 flex w-full items-center gap-2 border-b border-line bg-surface/90 px-2 backdrop-blur sm:gap-3 sm:px-4"
    >
      <IconButton
        label={sidebarOpen ? t('shell.closeMenu') : t('shell.openMenu')}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarOpen ? SHELL_IDS.sideMenu : undefined}
        onClick={toggleSidebar}
        onTooltipEscape={() => setSidebarOpen(false)}
        id={SHELL_IDS.menuToggle}
        data-testid="menu-toggle"
      >
        <Menu aria-hidden="true" className="size-5" />
      </IconButton>
      <Logo to={homeHref} compactBelow="sm" />
      <div className="min-w-0 flex-1">
        <MenuSearch
          userRoles={userRoles}
          areaCode={areaCode}
          onSearchEverything={(query) => setPaletteRequest((now) => ({ openKey: now.openKey + 1, query }))}
        />
        <SearchLauncher userRoles={userRoles} areaCode={areaCode} request={paletteRequest} />
      </div>
      <div className="flex items-center">
        <NotificationsButton />
        {/* On phones the language choice lives in the user panel, to leave room for search. */}
        <span className="hidden sm:inline-flex">
          <LanguageSwitcher />
        </span>
        <ColorModeToggle />
      </div>
      {/* The accessible name starts with the visible name and email (WCAG 2.5.3), then says what it does. */}
      <button
        type="button"
        id={SHELL_IDS.avatarButton}
        data-testid="avatar-button"
        aria-haspopup="dialog"
        onClick={() => setUserPanelOpen(true)}
        className="flex min-w-0 items-center gap-2 rounded-full py-1 pr-1 pl-1 hover:bg-surface-muted md:pr-3"
      >
        <Avatar photoUrl={info.photo_url} name={name} />
        <span className="hidden min-w-0 text-left leading-tight md:block">
          <span data-testid="avatar-name" className="block max-w-40 truncate text-sm font-semibold text-ink">
            {displayName}
          </span>
          <span className="block max-w-40 truncate text-xs text-ink-subtle">{displayEmail}</span>
        </span>
        <span className="sr-only md:hidden">{`${displayName} ${displayEmail}`}</span>
        <span className="sr-only">{`, ${t('shell.openUserPanel')}`}</span>
      </button>
    </header>
  );
}
