import type { ColorMode } from '@ailab/core/layout/layout-constants';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ColorModeContext } from '../../hooks/use-color-mode';
import { readColorMode, saveColorMode } from '../../lib/color-mode';

/** Holds the colour mode; light by default, stored in localStorage, never taken from the system. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ColorMode>(readColorMode);
  const setMode = useCallback((next: ColorMode) => {
    saveColorMode(next);
    setModeState(next);
  }, []);
  const value = useMemo(
    () => ({ mode, setMode, toggle: () => setMode(mode === 'dark' ? 'light' : 'dark') }),
    [mode, setMode],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}
