/** Layout and behaviour constants of spec §9. */
export const LAYOUT = {
  headerHeightPx: 64,
  sideMenuWidthPx: 280,
  userPanelWidthPx: 300,
  contentMarginPx: 240,
  menuCloseDelayMs: 500,
  overlayFadeSeconds: 0.2,
} as const;

/** Breakpoints of spec §9, in pixels (Tailwind's defaults). */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Tooltip defaults of spec §9. */
export const TOOLTIP = {
  openDelayMs: 0,
  closeDelayMs: 0,
  arrowSize: 10,
  closeOnEscape: true,
  closeOnClick: true,
} as const;

/** Colour modes; the product starts light and ignores the system setting. */
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const DEFAULT_COLOR_MODE: ColorMode = 'light';
export const COLOR_MODE_STORAGE_KEY = 'colorMode';
export const LANGUAGE_STORAGE_KEY = 'language';
