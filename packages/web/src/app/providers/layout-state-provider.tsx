import { type ReactNode, useMemo, useState } from 'react';
import { DEFAULT_ACTIVE_CONTENT, type LayoutState, LayoutStateContext } from '../../hooks/use-layout-state';

/** Provides the shared layout state of the signed-in shell. */
export function LayoutStateProvider({ children }: { children: ReactNode }) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [userPanelOpen, setUserPanelOpen] = useState(false);
  const [activeContent, setActiveContent] = useState(DEFAULT_ACTIVE_CONTENT);
  const value = useMemo<LayoutState>(
    () => ({
      sidebarOpen,
      userPanelOpen,
      activeContent,
      setSidebarOpen,
      toggleSidebar: () => setSidebarOpen((open) => !open),
      setUserPanelOpen,
      toggleUserPanel: () => setUserPanelOpen((open) => !open),
      setActiveContent,
    }),
    [sidebarOpen, userPanelOpen, activeContent],
  );
  return <LayoutStateContext.Provider value={value}>{children}</LayoutStateContext.Provider>;
}
