import { useId } from 'react';
import { cn } from '../../../../components/ui/cn';
import { FieldMessage } from '../../../../components/ui/field-message';
import { FIELD_CONTROL_CLASS } from '../../../../components/ui/text-field';

/** The session's materials, one a line ("title address"), with its hint or error linked to the box. */
export function MaterialsField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        name="materials"
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        className={cn(FIELD_CONTROL_CLASS, error ? 'border-danger-solid' : 'border-line-strong')}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
