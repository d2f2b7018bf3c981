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
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
        </label>
        <div
          role="tablist"
          aria-label={label}
          className="flex gap-1 rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800"
        >
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
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
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
            'block w-full rounded-lg border bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-500 dark:bg-slate-900 dark:text-slate-100',
            error ? 'border-red-500' : 'border-slate-300 dark:border-slate-700',
          )}
        />
        <p id={helpId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t('common:markdown.help')}
        </p>
      </div>
      <div
        role="tabpanel"
        id={panelId('preview')}
        aria-labelledby={tabId('preview')}
        hidden={tab !== 'preview'}
        className="min-h-40 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      >
        {tab === 'preview' ? (
          value.trim() ? (
            <LazyMarkdown source={value} />
          ) : (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t('common:markdown.nothingToPreview')}
            </p>
          )
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
