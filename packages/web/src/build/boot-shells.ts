import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A lookup of `namespace:dotted.key` in one language's locale files. */
export type Translate = (key: string) => string;

/** Reads `locales/<language>/<namespace>.json` at build time; a missing key fails the build. */
export function localeTranslator(localesDir: string, language: string): Translate {
  const files = new Map<string, unknown>();
  return (key) => {
    const [namespace = '', path = ''] = key.split(':');
    if (!files.has(namespace))
      files.set(namespace, JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')));
    let value: unknown = files.get(namespace);
    for (const part of path.split('.'))
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    if (typeof value !== 'string') throw new Error(`boot shell: no string ${key} in ${language}`);
    return value;
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where an icon button (language, colour mode, phone menu) will be: same box, nothing to press yet. */
const ICON_SLOT = '<span aria-hidden="true" class="inline-flex size-10 shrink-0"></span>';

// The markup below copies the classes of the components it stands in for, so the page React
// renders over it lands on the same boxes (no layout shift, the same largest text). Keep them
// in step: RootLayout, Logo, PublicHeader (+ PublicPhoneMenu, LanguageSwitcher,
// ColorModeToggle), AuthLayout. packages/web/e2e/boot-shell.e2e.ts compares the boxes.
/** buttonClasses() of components/ui/button.tsx, before the variant. */
const BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-control px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed';
const ROOT_LAYOUT = 'flex min-h-dvh w-full max-w-full flex-col overflow-x-clip';

function logo(t: Translate, nameClass: string): string {
  return `<a class="flex shrink-0 items-center gap-2 rounded-lg font-bold tracking-tight" href="/"><span aria-hidden="true" class="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-fuchsia-500 text-sm text-white shadow-sm">AI</span><span class="${nameClass}">${escapeHtml(t('common:appName'))}</span></a>`;
}

/** `/` before the app runs: the public header over an empty page (the home depends on the host, known later). */
export function landingShell(t: Translate): string {
  const navLink = (href: string, key: string) =>
    `<a class="rounded-lg px-3 py-2 text-sm font-medium transition-colors text-ink-muted hover:text-slate-900 dark:hover:text-white" href="${href}">${escapeHtml(t(key))}</a>`;
  return `<div class="${ROOT_LAYOUT}"><div class="flex min-h-dvh w-full flex-col"><header class="sticky top-0 z-30 w-full border-b border-slate-200/70 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-950/80"><div class="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6"><div class="md:hidden">${ICON_SLOT}</div>${logo(t, 'text-lg text-ink max-[399px]:sr-only')}<nav aria-label="${escapeHtml(t('web:public.nav.label'))}" class="ml-6 hidden items-center gap-1 md:flex">${navLink('/education/all', 'web:public.nav.education')}${navLink('/events', 'web:public.nav.events')}${navLink('/industry-reports', 'web:public.nav.reports')}</nav><div class="ml-auto flex items-center gap-0.5 sm:gap-1">${ICON_SLOT}${ICON_SLOT}<a class="${BUTTON} text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-60 px-2.5 py-2 whitespace-nowrap sm:px-3" href="/login">${escapeHtml(t('web:public.signIn'))}</a><a class="${BUTTON} bg-primary text-on-primary shadow-card hover:bg-primary-hover disabled:opacity-60 px-2.5 py-2 whitespace-nowrap sm:px-3" href="/register">${escapeHtml(t('web:public.join'))}</a></div></div></header><main class="w-full flex-1"></main></div></div>`;
}

/** `/login` before the app runs: the sign-in card's frame, title and subtitle; the form follows with the app. */
export function loginShell(t: Translate): string {
  return `<div class="${ROOT_LAYOUT}"><div class="relative flex min-h-dvh w-full flex-col bg-gradient-to-br from-brand-50 via-white to-fuchsia-50 dark:from-slate-950 dark:via-slate-950 dark:to-brand-950"><header class="flex h-16 items-center justify-between px-4 sm:px-8">${logo(t, 'text-lg text-ink')}<div class="flex items-center gap-1">${ICON_SLOT}${ICON_SLOT}</div></header><main class="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0"><div class="w-full max-w-md"><div class="rounded-panel border border-line bg-white/90 p-6 shadow-xl shadow-brand-900/5 backdrop-blur sm:p-8 dark:bg-slate-900/90"><h1 class="text-2xl font-bold tracking-tight text-ink">${escapeHtml(t('auth:login.title'))}</h1><p class="mt-2 text-sm text-ink-muted">${escapeHtml(t('web:login.subtitle'))}</p><div class="mt-6"></div></div></div></main></div></div>`;
}
