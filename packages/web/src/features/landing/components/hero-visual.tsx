import type { Home } from '@ailab/core/homes/choose-home';
import { BookOpen, Bot, LineChart, Rocket, Sparkles, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS = {
  venture: [Rocket, Users, LineChart],
  ailab: [Bot, Sparkles, LineChart],
  education: [BookOpen, Sparkles, Users],
};

/** A decorative stack of cards beside the hero text, drawn with CSS only. */
export function HeroVisual({ home }: { home: Home }) {
  const { t } = useTranslation('landing');
  const [First, Second, Third] = ICONS[home];
  const items = [First, Second, Third];
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
      <div className="absolute -inset-4 rotate-3 rounded-3xl bg-gradient-to-br from-brand-400/30 to-accent-400/30 blur-xl" />
      <div className="relative rounded-3xl border border-white/60 bg-surface/80 p-6 shadow-2xl backdrop-blur dark:border-line-strong">
        <div className="flex items-center gap-2">
          <span className="size-3 rounded-full bg-danger-solid" />
          <span className="size-3 rounded-full bg-warning-solid" />
          <span className="size-3 rounded-full bg-success-solid" />
        </div>
        <ul className="mt-6 space-y-4">
          {items.map((Icon, index) => (
            <li
              key={String(index)}
              className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm"
            >
              {Icon ? (
                <span className="flex size-10 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 text-white">
                  <Icon className="size-5" />
                </span>
              ) : null}
              <span className="flex-1">
                <span className="block text-sm font-semibold text-ink">{t(`${home}.visual.${index}`)}</span>
                <span className="mt-2 block h-2 rounded-full bg-surface-muted">
                  <span
                    className="block h-2 rounded-full bg-gradient-to-r from-brand-500 to-accent-500"
                    style={{ width: `${85 - index * 20}%` }}
                  />
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
