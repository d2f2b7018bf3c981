import type { ColorMode } from '@ailab/core/layout/layout-constants';
import { createContext, useContext } from 'react';

export interface ColorModeValue {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  toggle: () => void;
}

export const ColorModeContext = createContext<ColorModeValue | null>(null);

/** The colour mode and its setters. */
export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode needs a ColorModeProvider');
  return value;
}
