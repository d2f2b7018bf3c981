import type { AppContext } from '../app-context';
import { reserveAttempt } from '../throttle/reserve-attempt';

/**
 * Takes one email from an address's hourly allowance for mail that anyone can trigger without
 * signing in (sign-up codes, resets, sign-in codes, event confirmations). False means "send
 * nothing": the caller answers as usual, so the limit reveals nothing and floods nobody.
 */
export async function reserveRecipientMail(ctx: AppContext, email: string): Promise<boolean> {
  const reservation = await reserveAttempt(
    ctx.db,
    {
      key: `mail-to:${email.toLowerCase()}`,
      max: ctx.config.limits.emailsPerRecipientPerHour,
      windowMs: 3_600_000,
    },
    ctx.now(),
  );
  return reservation.allowed;
}
