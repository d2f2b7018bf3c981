import { useTranslation } from 'react-i18next';

/** A value as one readable line of JSON (strings without their quotes). */
function show(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields an entry changed: every key whose value differs between before and after. */
export function changedFields(
  before: unknown,
  after: unknown,
): { key: string; before: unknown; after: unknown }[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const isRecord = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
  // A single value (a setting, a role list): one change of the whole value.
  if (
    !(isRecord(before) || before === null) ||
    !(isRecord(after) || after === null) ||
    (before === null && after === null)
  )
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ key: 'value', before, after }];
  const old = asRecord(before);
  const next = asRecord(after);
  return [...new Set([...Object.keys(old), ...Object.keys(next)])]
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]))
    .sort()
    .map((key) => ({ key, before: old[key], after: next[key] }));
}

/** What an audit entry changed, field by field, behind a disclosure (the full values can be long). */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('users');
  const fields = changedFields(before, after);
  if (fields.length === 0) return <span className="text-ink-subtle">{t('audit.noFieldChanges')}</span>;
  return (
    <details className="min-w-0 max-w-full sm:max-w-md">
      <summary className="cursor-pointer text-sm text-ink-muted hover:text-ink">
        {fields.length === 1 && fields[0]?.key === 'value'
          ? t('audit.valueChanged')
          : t('audit.fieldsChanged', {
              count: fields.length,
              fields: fields.map((field) => field.key).join(', '),
            })}
      </summary>
      <dl className="mt-2 space-y-2 text-xs">
        {fields.map((field) => (
          <div key={field.key} className="min-w-0">
            <dt className="font-mono font-medium text-ink">{field.key}</dt>
            <dd className="mt-0.5 grid gap-1 font-mono break-all">
              <span className="rounded bg-danger-soft px-1.5 py-0.5 text-ink">
                <span className="sr-only">{t('audit.before')}: </span>− {show(field.before)}
              </span>
              <span className="rounded bg-success-soft px-1.5 py-0.5 text-ink">
                <span className="sr-only">{t('audit.after')}: </span>+ {show(field.after)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
