import { type InputHTMLAttributes, useId } from 'react';
import { cn } from './cn';
import { FieldMessage } from './field-message';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** The look of a form control (input, select) without its border colour: `TextField`'s and a form `<select>`'s. */
export const FIELD_CONTROL_CLASS =
  'block min-h-10 w-full rounded-control border bg-surface px-3 py-2 text-sm text-ink shadow-card placeholder:text-ink-subtle focus:outline-2 focus:outline-offset-0 focus:outline-focus disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted';

/** A labelled input with its error message (linked by aria-describedby) underneath. */
export function TextField({ label, error, hint, className, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(FIELD_CONTROL_CLASS, error ? 'border-danger-solid' : 'border-line-strong')}
        {...rest}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
