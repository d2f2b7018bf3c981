import type { PublicStatKey } from '@ailab/core/contract/platform/public-stats.schemas';
import { useTranslation } from 'react-i18next';
import { usePublicStats } from '../api/get-public-stats';

/**
 * The home's numbers, straight from the platform: only the stats the server counts, in the
 * order the home prefers. While loading, on error or with nothing counted it renders nothing,
 * so a public page never claims what the product does not hold.
 */
export function LandingStats({ keys }: { keys: readonly PublicStatKey[] }) {
  const { t, i18n } = useTranslation('landing');
  const { data } = usePublicStats();
  const counted = new Map(data?.stats.map((stat) => [stat.key, stat.value]));
  const shown = keys.flatMap((key) => {
    const value = counted.get(key);
    return value === undefined || value === 0 ? [] : [{ key, value }];
  });
  if (shown.length === 0) return null;
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <section
      aria-labelledby="landing-stats-title"
      data-testid="landing-stats"
      className="border-y border-line bg-surface"
    >
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="landing-stats-title" className="text-center text-sm font-semibold text-ink-subtle">
          {t('stats.title')}
        </h2>
        <dl className="mt-6 flex flex-wrap justify-center gap-x-16 gap-y-8 text-center">
          {shown.map(({ key, value }) => (
            <div key={key} className="min-w-32">
              <dt className="text-sm text-ink-muted">{t(`stats.${key}`)}</dt>
              <dd
                className="mt-1 text-3xl font-semibold tracking-tight text-ink tabular-nums"
                data-stat={key}
              >
                {format.format(value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
