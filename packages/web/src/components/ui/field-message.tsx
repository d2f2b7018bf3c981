/** The line under a form control: its error (announced with the control) or else its hint. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error)
    return (
      <p id={id} className="mt-1.5 text-sm text-danger">
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={id} className="mt-1.5 text-xs text-ink-subtle">
        {hint}
      </p>
    );
  return null;
}
