import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useChangeAttendee } from '../../api/registered-users';

/**
 * Registers someone by email as the organiser: a seat, or the waitlist when full. The name is asked only for an
 * address without an account (the server says so); the answer says what happened.
 */
export function AddAttendeeForm({ eventId }: { eventId: string }) {
  const { t } = useTranslation('events');
  const titleId = useId();
  const change = useChangeAttendee(eventId);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    change.mutate(
      { action: 'register', email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: (answer) => {
          const { registration } = answer;
          setDone(
            t(answer.changed ? 'web.admin.attendee.added' : 'web.admin.attendee.alreadyAdded', {
              email: registration.email,
              status:
                registration.status === 'waitlisted'
                  ? t('web.admin.waitlistPosition', { position: registration.waitlist_position ?? 0 })
                  : t(`web.admin.status.${registration.status}`),
            }),
          );
          setEmail('');
          setName('');
        },
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      className="space-y-3 rounded-xl border border-line p-4"
      aria-labelledby={titleId}
    >
      <div>
        <h3 id={titleId} className="text-sm font-semibold text-ink">
          {t('web.admin.attendee.title')}
        </h3>
        <p className="text-sm text-ink-muted">{t('web.admin.attendee.hint')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          label={t('web.admin.attendee.email')}
          type="email"
          required
          value={email}
          onChange={(input) => setEmail(input.target.value)}
        />
        <TextField
          label={t('web.admin.attendee.name')}
          value={name}
          onChange={(input) => setName(input.target.value)}
        />
        <Button type="submit" loading={change.isPending} disabled={email.trim() === ''}>
          {t('web.admin.attendee.register')}
        </Button>
      </div>
      {done ? (
        <p role="status" className="text-sm text-success">
          {done}
        </p>
      ) : null}
      <FormError error={change.error} />
    </form>
  );
}
