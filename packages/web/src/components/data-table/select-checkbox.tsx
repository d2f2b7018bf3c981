import { useEffect, useRef } from 'react';

interface SelectCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (event: unknown) => void;
}

/** A row or select-all checkbox; `indeterminate` when only some rows are selected. */
export function SelectCheckbox({ label, checked, indeterminate = false, onChange }: SelectCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      className="size-4 rounded border-line-strong accent-brand-600"
    />
  );
}
