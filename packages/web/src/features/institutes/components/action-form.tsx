import { type FormEvent, type ReactNode, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';

/** A one-line form of the institute page: its fields, a submit button, the server's error under it. */
export function ActionForm({
  label,
  submitLabel,
  pending,
  error,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit(): Promise<unknown>;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit();
    } catch {
      // The error shows under the form.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form aria-label={label} noValidate onSubmit={submit} className="space-y-2">
      <FormError error={error} />
      <div className="flex flex-wrap items-end gap-2">
        {children}
        <Button type="submit" loading={pending || busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
