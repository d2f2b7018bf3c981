import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Home } from '../../../core/src/homes/choose-home';
import { HeroVisual } from '../features/landing/components/hero-visual';
import { HOME_CONTENT } from '../features/landing/components/homes';

/** A lookup of `namespace:dotted.key` in one language's locale files. */
export type Translate = (key: string) => string;

/** One language's strings for a shell: single strings, and components rendered to markup with them. */
export interface ShellText {
  t: Translate;
  /** A component's static markup, rendered with this language's `web` and `landing` strings (react-i18next). */
  render(element: ReactElement): string;
}

/** Reads `locales/<language>/<namespace>.json` at build time; a missing key fails the build. */
export function shellText(localesDir: string, language: string): ShellText {
  const files = new Map<string, unknown>();
  const file = (namespace: string) => {
    if (!files.has(namespace))
      files.set(namespace, JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')));
    return files.get(namespace);
  };
  const t: Translate = (key) => {
    const [namespace = '', path = ''] = key.split(':');
    let value: unknown = file(namespace);
    for (const part of path.split('.'))
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    if (typeof value !== 'string') throw new Error(`boot shell: no string ${key} in ${language}`);
    return value;
  };
  const render = (element: ReactElement) => {
    const i18n = createInstance();
    void i18n.use(initReactI18next).init({
      lng: language,
      resources: {
        [language]: {
          web: file('web') as Record<string, unknown>,
          landing: file('landing') as Record<string, unknown>,
        },
      },
      defaultNS: 'web',
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
  };
  return { t, render };
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

function logo({ t }: ShellText, nameClass: string): string {
  return `<a class="flex shrink-0 items-center gap-2 rounded-lg font-bold tracking-tight" href="/"><span aria-hidden="true" class="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-fuchsia-500 text-sm text-white shadow-sm">AI</span><span class="${nameClass}">${escapeHtml(t('common:appName'))}</span></a>`;
}

const ARROW_RIGHT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-right size-4" aria-hidden="true"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>';

function publicHeader(text: ShellText): string {
  const { t } = text;
  const navLink = (href: string, key: string) =>
    `<a class="rounded-lg px-3 py-2 text-sm font-medium transition-colors text-ink-muted hover:text-slate-900 dark:hover:text-white" href="${href}">${escapeHtml(t(key))}</a>`;
  return `<header class="sticky top-0 z-30 w-full border-b border-slate-200/70 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-950/80"><div class="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6"><div class="md:hidden">${ICON_SLOT}</div>${logo(text, 'text-lg text-ink max-[399px]:sr-only')}<nav aria-label="${escapeHtml(t('web:public.nav.label'))}" class="ml-6 hidden items-center gap-1 md:flex">${navLink('/education/all', 'web:public.nav.education')}${navLink('/events', 'web:public.nav.events')}${navLink('/industry-reports', 'web:public.nav.reports')}</nav><div class="ml-auto flex items-center gap-0.5 sm:gap-1">${ICON_SLOT}${ICON_SLOT}<a class="${BUTTON} text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-60 px-2.5 py-2 whitespace-nowrap sm:px-3" href="/login">${escapeHtml(t('web:public.signIn'))}</a><a class="${BUTTON} bg-primary text-on-primary shadow-card hover:bg-primary-hover disabled:opacity-60 px-2.5 py-2 whitespace-nowrap sm:px-3" href="/register">${escapeHtml(t('web:public.join'))}</a></div></div></header>`;
}

/** The hero of one home: LandingPage's first section, with its decorative card stack (HeroVisual itself). */
function landingHero(shell: ShellText, home: Home): string {
  const content = HOME_CONTENT[home];
  const text = (key: string) => escapeHtml(shell.t(`landing:${home}.${key}`));
  return `<section class="relative isolate overflow-hidden"><div aria-hidden="true" class="absolute inset-0 -z-10 bg-gradient-to-br opacity-90 ${content.accent}"></div><div aria-hidden="true" class="absolute -top-24 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-white/40 blur-3xl dark:bg-brand-500/10"></div><div class="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2"><div><p class="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-xs font-semibold text-brand-700 dark:border-brand-800 dark:bg-slate-900/60 dark:text-brand-300">${text('eyebrow')}</p><h1 class="mt-5 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl xl:text-6xl">${text('title')}</h1><p class="mt-5 max-w-xl text-lg text-pretty text-ink-muted">${text('subtitle')}</p><div class="mt-8 flex flex-col gap-3 sm:flex-row"><a class="${BUTTON} bg-primary text-on-primary shadow-card hover:bg-primary-hover disabled:opacity-60 px-5 py-3 text-base" href="${content.primaryHref}">${text('primary')}${ARROW_RIGHT}</a><a class="${BUTTON} border border-line-strong bg-surface text-ink shadow-card hover:bg-surface-muted disabled:opacity-60 px-5 py-3 text-base" href="${content.secondaryHref}">${text('secondary')}</a></div></div>${shell.render(createElement(HeroVisual, { home }))}</div></section>`;
}

/**
 * `/` before the app runs: the public header and the hero of the home the server named on
 * `<html data-home>` (the host decides it), or the header alone when no home is named.
 */
export function landingShell(text: ShellText, home?: Home): string {
  return `<div class="${ROOT_LAYOUT}"><div class="flex min-h-dvh w-full flex-col">${publicHeader(text)}<main class="w-full flex-1">${home ? landingHero(text, home) : ''}</main></div></div>`;
}

/** `/login` before the app runs: the sign-in card's frame, title and subtitle; the form follows with the app. */
export function loginShell(text: ShellText): string {
  const { t } = text;
  return `<div class="${ROOT_LAYOUT}"><div class="relative flex min-h-dvh w-full flex-col bg-gradient-to-br from-brand-50 via-white to-fuchsia-50 dark:from-slate-950 dark:via-slate-950 dark:to-brand-950"><header class="flex h-16 items-center justify-between px-4 sm:px-8">${logo(text, 'text-lg text-ink')}<div class="flex items-center gap-1">${ICON_SLOT}${ICON_SLOT}</div></header><main class="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0"><div class="w-full max-w-md"><div class="rounded-panel border border-line bg-white/90 p-6 shadow-xl shadow-brand-900/5 backdrop-blur sm:p-8 dark:bg-slate-900/90"><h1 class="text-2xl font-bold tracking-tight text-ink">${escapeHtml(t('auth:login.title'))}</h1><p class="mt-2 text-sm text-ink-muted">${escapeHtml(t('web:login.subtitle'))}</p><div class="mt-6"></div></div></div></main></div></div>`;
}
