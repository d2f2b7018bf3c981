import { EVENT_KINDS } from '@ailab/core/contract/events/events.schemas';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { cn } from '../../../components/ui/cn';
import { SelectField } from '../../../components/ui/select-field';
import { monthOptions } from './month-options';

/** What the public listing is narrowed by. */
export interface EventFilterValues {
  when: 'upcoming' | 'past';
  query: string;
  kind: string;
  month: string;
}

/** Upcoming/past tabs, search, kind and month. */
export function EventFilters({
  values,
  onChange,
}: {
  values: EventFilterValues;
  onChange: (patch: Partial<EventFilterValues>) => void;
}) {
  const { t, i18n } = useTranslation('events');
  return (
    <div className="space-y-3">
      <div
        role="tablist"
        aria-label={t('web.whenLabel')}
        className="inline-flex rounded-lg bg-surface-muted p-1"
      >
        {(['upcoming', 'past'] as const).map((when) => (
          <button
            key={when}
            type="button"
            role="tab"
            aria-selected={values.when === when}
            onClick={() => onChange({ when })}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium',
              values.when === when ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted',
            )}
          >
            {t(`web.${when}`)}
          </button>
        ))}
      </div>
      <ListToolbar
        search={{
          label: t('web.search'),
          placeholder: t('web.search'),
          value: values.query,
          onSearch: (query) => onChange({ query }),
        }}
        filters={
          <>
            <SelectField
              label={t('web.kind')}
              hideLabel
              value={values.kind}
              onValueChange={(kind) => onChange({ kind })}
              options={[
                { value: '', label: t('web.allKinds') },
                ...EVENT_KINDS.map((kind) => ({ value: kind, label: t(`web.kinds.${kind}`) })),
              ]}
            />
            <SelectField
              label={t('web.month')}
              hideLabel
              value={values.month}
              onValueChange={(month) => onChange({ month })}
              options={[
                { value: '', label: t('web.anyMonth') },
                ...monthOptions(new Date(), values.when, i18n.language, values.month),
              ]}
            />
          </>
        }
      />
    </div>
  );
}
