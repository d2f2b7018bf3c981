import { type TextareaHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn';
import { LazyMarkdown } from './lazy-markdown';

interface MarkdownEditorProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A field error (from the zod schema or the server) shown under the field. */
  error?: string;
  id?: string;
}

/**
 * A Markdown field with Write and Preview tabs. The preview uses the same
 * `<Markdown>` renderer as the pages that show the text, loaded only when
 * the preview is first opened.
 *
 * @example
 * <MarkdownEditor label={t('course.description')} value={value} onChange={setValue} error={errors.description} />
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  error,
  id,
  className,
  ...rest
}: MarkdownEditorProps) {
  const { t } = useTranslation();
  const generated = useId();
  const fieldId = id ?? `markdown-${generated}`;
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const tabId = (name: string) => `${fieldId}-${name}-tab`;
  const panelId = (name: string) => `${fieldId}-${name}-panel`;
  const errorId = `${fieldId}-error`;
  const helpId = `${fieldId}-help`;
  const tabs = ['write', 'preview'] as const;
  return (
    <div className={cn('min-w-0', className)}>
      <div className="mb-1.5 flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium text-ink-muted">
          {label}
        </label>
        <div role="tablist" aria-label={label} className="flex gap-1 rounded-lg bg-surface-muted p-0.5">
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={tabId(name)}
              aria-selected={tab === name}
              aria-controls={panelId(name)}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
                  setTab(name === 'write' ? 'preview' : 'write');
              }}
              className={cn(
                'rounded-md px-3 py-1 text-xs font-semibold transition-colors',
                tab === name
                  ? 'bg-surface text-ink shadow-sm dark:bg-canvas'
                  : 'text-ink-muted hover:text-ink',
              )}
            >
              {t(`common:markdown.${name}`)}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id={panelId('write')} aria-labelledby={tabId('write')} hidden={tab !== 'write'}>
        <textarea
          {...rest}
          id={fieldId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${helpId}` : helpId}
          rows={rest.rows ?? 10}
          className={cn(
            'block w-full rounded-lg border bg-surface px-3 py-2 font-mono text-sm text-ink shadow-sm focus:outline-2 focus:outline-brand-500',
            error ? 'border-danger-solid' : 'border-line-strong',
          )}
        />
        <p id={helpId} className="mt-1 text-xs text-ink-subtle">
          {t('common:markdown.help')}
        </p>
      </div>
      <div
        role="tabpanel"
        id={panelId('preview')}
        aria-labelledby={tabId('preview')}
        hidden={tab !== 'preview'}
        className="min-h-40 rounded-lg border border-line p-4"
      >
        {tab === 'preview' ? (
          value.trim() ? (
            <LazyMarkdown source={value} />
          ) : (
            <p className="text-sm text-ink-subtle">{t('common:markdown.nothingToPreview')}</p>
          )
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
