import { formatEventRange } from '@ailab/core/events/zoned-time';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../../jobs/mail-job';
import type { MailAttachment } from '../../mail/mailer';
import { reserveRecipientMail } from '../../mail/recipient-limit';
import { publicUrl } from '../../mail/send-template';
import { buildCalendar } from './event-calendar';
import type { EventRow } from './events.repository';

/** The event emails, each a `subject`/`body` pair under `events:email.<kind>`. */
export type EventMailKind =
  | 'confirmLink'
  | 'confirmed'
  | 'waitlisted'
  | 'promoted'
  | 'alreadyRegistered'
  | 'eventCancelled'
  | 'registrationRemoved'
  | 'reminder';

/** Who an email goes to. */
export interface EventMailRecipient {
  email: string;
  name: string;
  language: string;
}

/** Links and facts that some templates use. */
export interface EventMailExtras {
  confirmToken?: string;
  cancelToken?: string;
  position?: number;
  /** Attach the event's `.ics` (and show the online link, for confirmed attendees). */
  confirmedAttendee?: boolean;
}

/** The web page of an event. */
export function eventPageUrl(ctx: AppContext, slug: string): string {
  return `${publicUrl(ctx)}/events/${encodeURIComponent(slug)}`;
}

/**
 * Promises one event email, translated into the recipient's language, with the `.ics` for
 * attendees: a job written in `trx`, the transaction of the change it reports, sent by the job
 * runner after the commit, once per `idempotencyKey`.
 */
export async function enqueueEventMail(
  trx: Kysely<Database>,
  ctx: AppContext,
  idempotencyKey: string,
  kind: EventMailKind,
  to: EventMailRecipient,
  event: EventRow,
  extras: EventMailExtras = {},
): Promise<void> {
  // A visitor's registration mails whoever's address was typed in: limited per recipient.
  if (
    (kind === 'confirmLink' || kind === 'alreadyRegistered') &&
    !(await reserveRecipientMail({ ...ctx, db: trx }, to.email))
  )
    return;
  const t = ctx.i18n.getFixedT(to.language);
  const base = publicUrl(ctx);
  const showLink = extras.confirmedAttendee === true && event.online_url !== null;
  const where = event.venue ?? (showLink ? (event.online_url ?? '') : t('events:email.online'));
  const params = {
    name: to.name,
    title: event.title,
    when: `${formatEventRange(event.starts_at, event.ends_at, to.language, event.time_zone)} (${event.time_zone})`,
    where: showLink && event.venue ? `${where} · ${event.online_url}` : where,
    eventUrl: eventPageUrl(ctx, event.slug),
    confirmUrl: extras.confirmToken ? `${base}/events/confirm?token=${extras.confirmToken}` : '',
    cancelUrl: extras.cancelToken ? `${base}/events/cancel?token=${extras.cancelToken}` : '',
    position: extras.position ?? 0,
    hours: ctx.config.limits.eventConfirmHours,
  };
  const attachments: MailAttachment[] = extras.confirmedAttendee
    ? [
        {
          filename: `${event.slug}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: buildCalendar([{ event, showOnlineLink: showLink }], {
            name: event.title,
            eventUrl: (slug) => eventPageUrl(ctx, slug),
            stamp: ctx.now(),
          }),
        },
      ]
    : [];
  const message = {
    to: to.email,
    subject: t(`events:email.${kind}.subject`, params),
    text: t(`events:email.${kind}.body`, params),
    ...(attachments.length > 0 ? { attachments } : {}),
  };
  await enqueueMail(trx, ctx, message, idempotencyKey);
}
