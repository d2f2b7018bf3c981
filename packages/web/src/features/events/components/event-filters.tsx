import { EVENT_KINDS } from '@ailab/core/contract/events/events.schemas';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

/** What the public listing is narrowed by. */
export interface EventFilterValues {
  when: 'upcoming' | 'past';
  query: string;
  kind: string;
  month: string;
}

const control =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/** Upcoming/past tabs, search, kind and month. */
export function EventFilters({
  values,
  onChange,
}: {
  values: EventFilterValues;
  onChange: (values: EventFilterValues) => void;
}) {
  const { t } = useTranslation('events');
  const set = (patch: Partial<EventFilterValues>) => onChange({ ...values, ...patch });
  return (
    <div className="space-y-3">
      <div
        role="tablist"
        aria-label={t('web.whenLabel')}
        className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {(['upcoming', 'past'] as const).map((when) => (
          <button
            key={when}
            type="button"
            role="tab"
            aria-selected={values.when === when}
            onClick={() => set({ when })}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium',
              values.when === when
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 dark:text-slate-300',
            )}
          >
            {t(`web.${when}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_10rem]">
        <label className="relative block">
          <span className="sr-only">{t('web.search')}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
          />
          <input
            type="search"
            value={values.query}
            placeholder={t('web.search')}
            onChange={(event) => set({ query: event.target.value })}
            className={cn(control, 'pl-9')}
          />
        </label>
        <label className="block">
          <span className="sr-only">{t('web.kind')}</span>
          <select
            value={values.kind}
            onChange={(event) => set({ kind: event.target.value })}
            className={control}
          >
            <option value="">{t('web.allKinds')}</option>
            {EVENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`web.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="sr-only">{t('web.month')}</span>
          <input
            type="month"
            value={values.month}
            aria-label={t('web.month')}
            onChange={(event) => set({ month: event.target.value })}
            className={control}
          />
        </label>
      </div>
    </div>
  );
}
