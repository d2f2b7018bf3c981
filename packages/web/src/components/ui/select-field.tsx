import { ChevronDown } from 'lucide-react';
import { type ReactNode, type SelectHTMLAttributes, useId, useState } from 'react';
import { cn } from './cn';
import { FieldMessage } from './field-message';
import { FIELD_CONTROL_CLASS } from './text-field';

/** One choice of a `SelectField`. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

interface SelectFieldProps<V extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'defaultValue'> {
  label: string;
  /** Keeps the label for screen readers only (a filter above a list). */
  hideLabel?: boolean;
  value?: V;
  defaultValue?: V;
  onValueChange?(value: NoInfer<V>): void;
  onChange?: SelectHTMLAttributes<HTMLSelectElement>['onChange'];
  options: readonly SelectOption<NoInfer<V>>[];
  error?: string;
  hint?: string;
  /** Classes of the wrapper. */
  className?: string;
}

/**
 * The one select of the app: a labelled native `<select>` (the platform's own picker on phones,
 * keyboard and screen-reader support for free) styled like the text fields, with its error or hint.
 */
export function SelectField<V extends string>({
  label,
  hideLabel = false,
  options,
  error,
  hint,
  className,
  id,
  onValueChange,
  onChange,
  ...rest
}: SelectFieldProps<V>) {
  const generated = useId();
  const selectId = id ?? generated;
  // A choice shows at once, even while the owner's value catches up (a filter kept in the URL is
  // written in a transition, and until then a controlled select would snap back to the old value).
  // Once the owner's value changes, it is shown again.
  const [chosen, setChosen] = useState<{ over: V | undefined; value: V } | null>(null);
  const controlledValue = chosen && chosen.over === rest.value ? { value: chosen.value } : {};
  const messageId = `${selectId}-message`;
  return (
    <div className={className}>
      <label
        htmlFor={selectId}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-ink'}
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={cn(
            FIELD_CONTROL_CLASS,
            'appearance-none pr-9',
            error ? 'border-danger-solid' : 'border-line-strong',
          )}
          onChange={(event) => {
            onChange?.(event);
            if (rest.value !== undefined) setChosen({ over: rest.value, value: event.target.value as V });
            onValueChange?.(event.target.value as V);
          }}
          {...rest}
          {...controlledValue}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle"
        />
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
