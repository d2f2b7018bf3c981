import type { PitchField } from '@ailab/core/contract/startups/pitch.schemas';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './startup-format';

function factValue(field: PitchField, language: string): string {
  const value = field.value;
  switch (value.type) {
    case 'money':
      return formatMoney(value, language);
    case 'percentage':
      return `${new Intl.NumberFormat(language).format(value.number)}%`;
    case 'number':
      return new Intl.NumberFormat(language).format(value.number);
    case 'date':
      return value.date;
    case 'text':
      return value.text;
    case 'url':
      return value.url;
  }
}

/** A pitch's key facts as a strip of figures. */
export function KeyFacts({ fields }: { fields: readonly PitchField[] }) {
  const { t, i18n } = useTranslation('startups');
  if (fields.length === 0) return <p className="text-sm text-ink-muted">{t('web.editor.noFacts')}</p>;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {fields.map((field) => (
        <div key={field.id} className="rounded-lg border border-line bg-surface-muted p-3">
          <dt className="text-xs text-ink-muted">{field.label}</dt>
          <dd className="text-lg font-semibold break-words text-ink">{factValue(field, i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}
