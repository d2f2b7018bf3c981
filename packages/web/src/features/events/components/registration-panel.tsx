import type { PublicEvent } from '@ailab/core/contract/events/events.schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../hooks/use-auth';
import { useFormErrors } from '../../../hooks/use-form-errors';
import { checkEmail, checkRequired, collectProblems } from '../../../lib/validation';
import { useRegisterForEvent } from '../api/register-for-event';

/** Register, join the waitlist, or cancel: one step for members, name and email for visitors. */
export function RegistrationPanel({ event }: { event: PublicEvent }) {
  const { t } = useTranslation('events');
  const { authenticated } = useAuth();
  const mutation = useRegisterForEvent();
  const { errorFor, validate } = useFormErrors(mutation.error);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const mine = event.my_registration;
  const held = mine && (mine.status === 'confirmed' || mine.status === 'waitlisted');
  const full = event.seats_left === 0;
  const message = mutation.data?.message;

  if (held)
    return (
      <div className="space-y-3">
        <Alert tone={mine.status === 'confirmed' ? 'success' : 'info'}>
          {mine.status === 'confirmed'
            ? t('web.youAreIn')
            : t('web.youWait', { position: mine.waitlist_position ?? 0 })}
        </Alert>
        <FormError error={mutation.error} />
        {confirming ? (
          <p className="text-sm text-ink-muted">
            {t(mine.status === 'confirmed' ? 'web.cancelSeatQuestion' : 'web.leaveWaitlistQuestion')}
          </p>
        ) : null}
        {confirming ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              loading={mutation.isPending}
              onClick={() => mutation.mutate({ action: 'cancel', event_id: event.id })}
            >
              {t('web.cancelConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('web.keep')}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('web.cancelMine')}
          </Button>
        )}
      </div>
    );
  if (message && mutation.data?.status !== 'cancelled') return <Alert tone="success">{message}</Alert>;
  if (!event.registration_open) return <Alert tone="info">{t('web.registrationClosed')}</Alert>;

  const label = full ? t('web.joinWaitlist') : t('web.register');
  if (authenticated)
    return (
      <div className="space-y-3">
        {message ? <Alert tone="info">{message}</Alert> : null}
        <FormError error={mutation.error} />
        <Button
          loading={mutation.isPending}
          onClick={() => mutation.mutate({ action: 'register', event_id: event.id })}
        >
          {label}
        </Button>
      </div>
    );

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (!validate(collectProblems({ name: checkRequired(name), email: checkEmail(email) }))) return;
    mutation.mutate({ action: 'register', event_id: event.id, name: name.trim(), email: email.trim() });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <p className="text-sm text-ink-muted">{t('web.visitorHint')}</p>
      <FormError error={mutation.error} />
      <TextField
        label={t('web.name')}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errorFor('name')}
      />
      <TextField
        label={t('web.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errorFor('email')}
      />
      <Button type="submit" loading={mutation.isPending}>
        {label}
      </Button>
    </form>
  );
}
