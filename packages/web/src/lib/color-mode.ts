import {
  COLOR_MODE_STORAGE_KEY,
  type ColorMode,
  DEFAULT_COLOR_MODE,
} from '@ailab/core/layout/layout-constants';
import type { SessionStorage } from '@ailab/core/session/session';

/** The stored colour mode; light unless dark was chosen. The system setting is ignored (spec §1). */
export function readColorMode(storage: SessionStorage): ColorMode {
  return storage.getItem(COLOR_MODE_STORAGE_KEY) === 'dark' ? 'dark' : DEFAULT_COLOR_MODE;
}

/** Applies a colour mode to <html> (class-based dark mode) without storing it. */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

/** Stores and applies a colour mode. */
export function saveColorMode(storage: SessionStorage, mode: ColorMode): void {
  storage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  applyColorMode(mode);
}
