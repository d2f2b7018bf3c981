import { LAYOUT } from '@ailab/core/layout/layout-constants';
import { menuHref } from '@ailab/core/menu/visible-menu';
import type { UserInfo } from '@ailab/core/session/session';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { areaPaths } from '../../../config/paths';
import { useLayoutState } from '../../../hooks/use-layout-state';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { UserPanel } from './user-panel';

interface AppShellProps {
  info: UserInfo;
  userRoles: readonly number[];
  areaCode: string;
  children: ReactNode;
}

/** The shell of /ailab and /admin: top bar, side menu, user panel and the content. */
export function AppShell({ info, userRoles, areaCode, children }: AppShellProps) {
  const { t } = useTranslation('web');
  const { sidebarOpen } = useLayoutState();
  return (
    <div className="flex min-h-dvh w-full flex-col">
      <a
        href="#main-content"
        className="sr-only z-[80] rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('shell.skipToContent')}
      </a>
      <TopBar
        info={info}
        userRoles={userRoles}
        areaCode={areaCode}
        homeHref={menuHref(areaPaths.dashboard, areaCode)}
      />
      <SideMenu userRoles={userRoles} areaCode={areaCode} />
      <UserPanel info={info} />
      <main
        id="main-content"
        tabIndex={-1}
        data-testid="shell-content"
        style={{ ['--content-margin' as string]: `${LAYOUT.contentMarginPx}px` }}
        className={cn(
          'min-w-0 flex-1 transition-[margin] duration-300',
          // Docked sidebar (md+): 240px margin (spec §9) plus a 40px gutter the 280px panel covers.
          sidebarOpen && 'md:ml-[var(--content-margin)] md:pl-10',
        )}
      >
        {children}
      </main>
    </div>
  );
}
