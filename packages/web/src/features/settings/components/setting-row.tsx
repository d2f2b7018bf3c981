import type { SettingEntry } from '@ailab/core/contract/settings/settings.schemas';
import { LANGUAGES } from '@ailab/core/i18n/languages';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useWriteSetting } from '../api/settings';
import { RoleSetField } from './role-set-field';

const HOSTS = new Set(['venture_host', 'ailab_host', 'education_host']);

type Draft = string | boolean | number[];

/** Drafts compare by value: a list of roles is the same when it holds the same roles. */
function sameDraft(a: Draft, b: Draft): boolean {
  return Array.isArray(a) && Array.isArray(b) ? a.join(',') === b.join(',') : a === b;
}

/** The value typed into the form, as the setting's type: '' is "unset" for a host (the server's variable applies). */
function valueFrom(entry: SettingEntry, draft: Draft): unknown {
  if (typeof draft === 'boolean' || Array.isArray(draft)) return draft;
  if (HOSTS.has(entry.key)) return draft.trim() === '' ? null : draft.trim();
  return draft;
}

/** One setting: its control, Save and Reset to default, and the server's translated answer. */
export function SettingRow({ entry, canWrite }: { entry: SettingEntry; canWrite: boolean }) {
  const { t } = useTranslation(['users', 'common']);
  const write = useWriteSetting();
  const checkboxId = useId();
  const initial: Draft =
    typeof entry.value === 'boolean' || Array.isArray(entry.value) ? entry.value : (entry.value ?? '');
  const [draft, setDraft] = useState<Draft>(initial);
  const label = t(`users:settings.keys.${entry.key}.label`);
  const hint = t(`users:settings.keys.${entry.key}.hint`);
  // A save or reset answers the stored value; show it.
  useEffect(() => setDraft(initial), [initial]);
  const changed = !sameDraft(draft, initial);

  let control: ReactNode;
  if (Array.isArray(draft))
    control = (
      <RoleSetField label={label} hint={hint} value={draft} disabled={!canWrite} onChange={setDraft} />
    );
  else if (typeof draft === 'boolean')
    control = (
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          checked={draft}
          disabled={!canWrite}
          onChange={(event) => setDraft(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        <label htmlFor={checkboxId} className="text-sm font-medium text-ink">
          {label}
        </label>
      </div>
    );
  else if (entry.key === 'default_language')
    control = (
      <SelectField
        label={label}
        value={draft}
        disabled={!canWrite}
        onChange={(event) => setDraft(event.target.value)}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`common:languages.${language}`) }))}
      />
    );
  else
    control = (
      <TextField
        label={label}
        hint={hint}
        value={draft}
        disabled={!canWrite}
        type={entry.key === 'support_email' ? 'email' : 'text'}
        placeholder={HOSTS.has(entry.key) ? t('users:settings.hostPlaceholder') : undefined}
        onChange={(event) => setDraft(event.target.value)}
      />
    );

  return (
    <li className="space-y-3 border-b border-line py-5 last:border-b-0" data-testid={`setting-${entry.key}`}>
      {control}
      {typeof draft === 'boolean' || (!Array.isArray(draft) && entry.key === 'default_language') ? (
        <p className="text-xs text-ink-subtle">{hint}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-ink-subtle">
          {entry.is_default ? t('users:settings.isDefault') : t('users:settings.isSet')}
        </span>
        {canWrite ? (
          <>
            <Button
              className="ml-auto"
              disabled={!changed}
              loading={write.isPending && !(write.variables && 'reset' in write.variables)}
              onClick={() => write.mutate({ key: entry.key, value: valueFrom(entry, draft) })}
            >
              {t('users:settings.save')}
            </Button>
            <Button
              variant="secondary"
              disabled={entry.is_default}
              loading={write.isPending && write.variables !== undefined && 'reset' in write.variables}
              onClick={() => write.mutate({ key: entry.key, reset: true })}
            >
              {t('users:settings.reset')}
            </Button>
          </>
        ) : null}
      </div>
      {write.isSuccess ? (
        <p role="status" className="text-sm text-success">
          {t('users:settings.saved')}
        </p>
      ) : null}
      <FormError error={write.error} />
    </li>
  );
}
