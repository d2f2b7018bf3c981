import { type ReactNode, useId } from 'react';

/** The class of filter inputs and selects above a list. */
export const FILTER_FIELD_CLASS =
  'block min-h-10 w-full rounded-control border border-line-strong bg-surface px-3 py-2 text-sm text-ink shadow-card';

interface FilterSelectProps<V extends string> {
  /** Read by screen readers; the options say what the filter does on screen. */
  label: string;
  value: V;
  onChange(value: NoInfer<V>): void;
  options: readonly { value: NoInfer<V>; label: ReactNode }[];
}

/** A compact select for a list filter, with a visually hidden label. */
export function FilterSelect<V extends string>({ label, value, onChange, options }: FilterSelectProps<V>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className={FILTER_FIELD_CLASS}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
