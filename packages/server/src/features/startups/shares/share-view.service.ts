import { randomUUID } from 'node:crypto';
import type { ShareView } from '@ailab/core/contract/startups/share.schemas';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { reserveAttempt } from '../../../throttle/reserve-attempt';
import { findMember } from '../businesses/startups.repository';
import { pitchContent } from '../pitches/pitch-mapper';
import { type OpenShare, openShare } from './share-gate';
import { shareGrantValid } from './share-grant';
import { noticeNewViewer } from './share-view-notice';

/** Page loads one address may make through one link in ten minutes. */
export const SHARE_VIEWS_PER_WINDOW = 30;
/** Time reports one address may send through one link in ten minutes. */
export const SHARE_REPORTS_PER_WINDOW = 120;
export const SHARE_WINDOW_MS = 10 * 60 * 1000;

/** Takes one request from a link+address window (`ip` '*': the link's own window), or RATE_LIMITED. */
export async function throttleShare(
  ctx: AppContext,
  kind: 'view' | 'track' | 'unlock',
  linkId: string,
  ip: string,
  max: number,
): Promise<void> {
  const reservation = await reserveAttempt(
    ctx.db,
    { key: `share:${kind}:${linkId}:${ip}`, max, windowMs: SHARE_WINDOW_MS },
    ctx.now(),
  );
  if (!reservation.allowed)
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: reservation.retryAfterSeconds });
}

/**
 * Whether a visit counts: anonymous visitors do; the startup's own members never do (they preview
 * their link); a signed-in investor whose profile opted out of counting does not.
 */
async function counts(ctx: AppContext, caller: Caller | null, share: OpenShare): Promise<boolean> {
  if (!caller) return true;
  if (await findMember(ctx.db, share.startup.id, caller.user.id)) return false;
  const profile = await ctx.db
    .selectFrom('investor_profiles')
    .select('count_views')
    .where('user_id', '=', caller.user.id)
    .executeTakeFirst();
  return !profile || profile.count_views === 1;
}

/**
 * A pitch through its share link: the sections in order, images and key facts of an active pitch;
 * for a password-protected link, nothing but the names until a valid grant from `unlock` comes
 * with the request; for an email-gated link, nothing but the names until an email is given. Only
 * then is a counted visit recorded (with the gate's email) and its id answered, to report section
 * time against, and the founders told of a new viewer.
 */
export async function viewShare(
  ctx: AppContext,
  caller: Caller | null,
  body: { token: string; email?: string | undefined; grant?: string | undefined },
  ip: string,
): Promise<ShareView> {
  const now = ctx.now();
  const share = await openShare(ctx.db, body.token, now);
  await throttleShare(ctx, 'view', share.link.id, ip, SHARE_VIEWS_PER_WINDOW);
  const names = { startup_name: share.startup.name, pitch_title: share.pitch.title };
  const gated = share.link.email_gate === 1;
  const hash = share.link.password_hash;
  if (hash !== null && !(body.grant && shareGrantValid(hash, share.link.id, body.grant, now)))
    return { ...names, locked: true, gated, visit: null, content: null };
  if (gated && !body.email) return { ...names, locked: false, gated: true, visit: null, content: null };
  let visit: string | null = null;
  if (await counts(ctx, caller, share)) {
    const id = randomUUID();
    visit = id;
    const viewer = {
      email: share.link.email_gate === 1 ? (body.email ?? null) : null,
      userId: caller?.user.id ?? null,
    };
    // The visit and the founders' notice of a new viewer commit together.
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('pitch_share_visits')
        .values({
          id,
          link_id: share.link.id,
          email: viewer.email,
          user_id: viewer.userId,
          started_at: now.toISOString(),
          reported_at: now.toISOString(),
        })
        .execute();
      await noticeNewViewer(trx, share, id, viewer, now);
    });
  }
  return {
    ...names,
    locked: false,
    gated: false,
    visit,
    content: await pitchContent(ctx.db, share.pitch, share.startup),
  };
}
