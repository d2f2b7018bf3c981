import type { PublicStatKey } from '@ailab/core/contract/platform/public-stats.schemas';
import type { Home } from '@ailab/core/homes/choose-home';
import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useBootShellRemoval } from '../../../hooks/use-boot-shell-removal';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { HeroVisual } from './hero-visual';

// The numbers show once the server has answered and not before (see LandingStats); their code
// and the query machinery load meanwhile instead of with the page.
const LandingStats = lazy(() =>
  import('./landing-stats').then((module) => ({ default: module.LandingStats })),
);

export interface LandingFeature {
  key: string;
  icon: LucideIcon;
  /** Where the card leads, when a page shows what it promises. */
  href?: string;
}

export interface LandingContent {
  home: Home;
  primaryHref: string;
  secondaryHref: string;
  ctaHref: string;
  features: LandingFeature[];
  /** Which real counts the home shows, in order (each only once the server counts it). */
  stats: PublicStatKey[];
  /** Tailwind gradient stops for the hero wash. */
  accent: string;
}

/** One public home: hero, features, numbers and a closing call to action; all text from `landing:<home>`. */
export function LandingPage({ content }: { content: LandingContent }) {
  const { t } = useTranslation('landing');
  const k = (key: string) => `${content.home}.${key}`;
  useDocumentTitle(t(k('eyebrow')));
  // Takes the place of index.html's static first paint of `/` (lib/boot-shell.ts) with its hero,
  // header and all: the header alone mounting earlier would leave a frame with a spinner and no
  // heading between the shell and this page.
  useBootShellRemoval();
  return (
    <div data-testid={`home-${content.home}`} className="w-full">
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className={cn('absolute inset-0 -z-10 bg-gradient-to-br opacity-90', content.accent)}
        />
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-white/40 blur-3xl dark:bg-brand-500/10"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface/70 px-3 py-1 text-xs font-semibold text-brand-700 dark:border-brand-800 dark:text-brand-300">
              {t(k('eyebrow'))}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl xl:text-6xl">
              {t(k('title'))}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-pretty text-ink-muted">{t(k('subtitle'))}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={content.primaryHref} className={buttonClasses('primary', 'px-5 py-3 text-base')}>
                {t(k('primary'))}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link to={content.secondaryHref} className={buttonClasses('secondary', 'px-5 py-3 text-base')}>
                {t(k('secondary'))}
              </Link>
            </div>
          </div>
          <HeroVisual home={content.home} />
        </div>
      </section>

      <section aria-labelledby={`${content.home}-features`} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id={`${content.home}-features`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t(k('featuresTitle'))}
        </h2>
        <ul
          className={cn(
            'mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2',
            content.features.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
          )}
        >
          {content.features.map(({ key, icon: Icon, href }) => (
            <li
              key={key}
              className="rounded-card border border-line bg-surface p-6 shadow-card transition hover:-translate-y-0.5 hover:shadow-raised"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-ink">
                {href ? (
                  <Link to={href} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
                    {t(k(`features.${key}.title`))}
                  </Link>
                ) : (
                  t(k(`features.${key}.title`))
                )}
              </h3>
              <p className="mt-2 text-sm text-ink-muted">{t(k(`features.${key}.body`))}</p>
            </li>
          ))}
        </ul>
      </section>

      <Suspense fallback={null}>
        <LandingStats keys={content.stats} />
      </Suspense>

      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-ink px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between dark:bg-brand-950">
          <div>
            <h2 className="text-2xl font-bold tracking-tight">{t(k('ctaTitle'))}</h2>
            <p className="mt-2 max-w-xl text-white/80">{t(k('ctaBody'))}</p>
          </div>
          <Link to={content.ctaHref} className={buttonClasses('primary', 'shrink-0 px-5 py-3 text-base')}>
            {t(k('ctaButton'))}
          </Link>
        </div>
      </section>
    </div>
  );
}
