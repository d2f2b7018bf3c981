import { EVENT_KINDS } from '@ailab/core/contract/events/events.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { cn } from '../../../components/ui/cn';
import { SelectField } from '../../../components/ui/select-field';
import { FIELD_CONTROL_CLASS } from '../../../components/ui/text-field';

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
  const { t } = useTranslation('events');
  const monthId = useId();
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
            <div>
              <label htmlFor={monthId} className="sr-only">
                {t('web.month')}
              </label>
              <input
                id={monthId}
                type="month"
                value={values.month}
                onChange={(event) => onChange({ month: event.target.value })}
                className={cn(FIELD_CONTROL_CLASS, 'border-line-strong')}
              />
            </div>
          </>
        }
      />
    </div>
  );
}
