import {
  COLOR_MODE_STORAGE_KEY,
  type ColorMode,
  DEFAULT_COLOR_MODE,
} from '@ailab/core/layout/layout-constants';
import { browserStorage } from './storage';

/** The stored colour mode; light unless dark was chosen. The system setting is ignored (spec §1). */
export function readColorMode(): ColorMode {
  return browserStorage.getItem(COLOR_MODE_STORAGE_KEY) === 'dark' ? 'dark' : DEFAULT_COLOR_MODE;
}

/** Applies a colour mode to <html> (class-based dark mode) without storing it. */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

/** Stores and applies a colour mode. */
export function saveColorMode(mode: ColorMode): void {
  browserStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  applyColorMode(mode);
}
