import { createContext, useContext } from 'react';

/** The shared layout state of spec §2: side menu, user panel and the active content name. */
export interface LayoutState {
  sidebarOpen: boolean;
  userPanelOpen: boolean;
  activeContent: string;
  setSidebarOpen: (open: boolean) => void;
  toggleSidebar: () => void;
  setUserPanelOpen: (open: boolean) => void;
  toggleUserPanel: () => void;
  setActiveContent: (name: string) => void;
}

export const DEFAULT_ACTIVE_CONTENT = 'dashboard';

export const LayoutStateContext = createContext<LayoutState | null>(null);

/** The shared layout state. */
export function useLayoutState(): LayoutState {
  const value = useContext(LayoutStateContext);
  if (!value) throw new Error('useLayoutState needs a LayoutStateProvider');
  return value;
}
