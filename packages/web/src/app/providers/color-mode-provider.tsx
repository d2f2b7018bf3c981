import type { ColorMode } from '@ailab/core/layout/layout-constants';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ColorModeContext } from '../../hooks/use-color-mode';
import { useServices } from '../../hooks/use-services';
import { readColorMode, saveColorMode } from '../../lib/color-mode';

/** Holds the colour mode; light by default, stored in the app's storage, never taken from the system. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const { storage } = useServices();
  const [mode, setModeState] = useState<ColorMode>(() => readColorMode(storage));
  const setMode = useCallback(
    (next: ColorMode) => {
      saveColorMode(storage, next);
      setModeState(next);
    },
    [storage],
  );
  const value = useMemo(
    () => ({ mode, setMode, toggle: () => setMode(mode === 'dark' ? 'light' : 'dark') }),
    [mode, setMode],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}
