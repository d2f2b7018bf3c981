import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { notify } from '../../../notifications/notify';
import type { OpenShare } from './share-gate';

/** At most one "new viewer" notice per link in this window. */
export const SHARE_NOTICE_WINDOW_MS = 60 * 60 * 1000;

/** Who a counted visit is: the gate's email, else the signed-in member, else nobody we can tell apart. */
export interface Viewer {
  email: string | null;
  userId: string | null;
}

/**
 * Whether a visit (already written in `trx`, with id `visitId`) is the first by this viewer: a viewer
 * is known by the gate's email or their account; a visitor we cannot tell apart is new only on the
 * link's very first visit.
 */
async function isNewViewer(
  trx: Kysely<Database>,
  linkId: string,
  visitId: string,
  viewer: Viewer,
): Promise<boolean> {
  let earlier = trx
    .selectFrom('pitch_share_visits')
    .select('id')
    .where('link_id', '=', linkId)
    .where('id', '!=', visitId);
  if (viewer.email) earlier = earlier.where('email', '=', viewer.email);
  else if (viewer.userId) earlier = earlier.where('user_id', '=', viewer.userId);
  return (await earlier.limit(1).executeTakeFirst()) === undefined;
}

/**
 * Tells the startup's members, in the visit's transaction, that a new viewer opened the link: one
 * notice per link per hour at most (a conditional update of the link's `notified_at`, so parallel
 * first visits write one). The notice names the link and the pitch, never the viewer.
 */
export async function noticeNewViewer(
  trx: Kysely<Database>,
  share: OpenShare,
  visitId: string,
  viewer: Viewer,
  now: Date,
): Promise<boolean> {
  if (!(await isNewViewer(trx, share.link.id, visitId, viewer))) return false;
  const since = new Date(now.getTime() - SHARE_NOTICE_WINDOW_MS).toISOString();
  const claimed = await trx
    .updateTable('pitch_share_links')
    .set({ notified_at: now.toISOString() })
    .where('id', '=', share.link.id)
    .where((eb) => eb.or([eb('notified_at', 'is', null), eb('notified_at', '<=', since)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const members = await trx
    .selectFrom('startup_members')
    .select('user_id')
    .where('startup_id', '=', share.startup.id)
    .execute();
  await notify(
    trx,
    members.map((member) => ({
      userId: member.user_id,
      kind: 'pitch.share.viewed' as const,
      params: { pitch: share.pitch.title, link: share.link.label, startup: share.startup.name },
      link: `/ailab/startups/pitch-manager?pitch=${share.pitch.id}`,
      at: now,
    })),
  );
  return true;
}
