import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { hashPassword } from '../../../security/passwords';
import { hashSecret } from '../../../security/secrets';
import { sectionsOf } from '../pitches/pitches.repository';

/** The demo's shared link (email-gated): a well-known token, so the demo and its browser test can open it. */
export const DEMO_SHARE_TOKEN = 'ailab_sh_demo-quetzal-pay-seed-round';
/** A demo link that expired yesterday: opening it shows the "expired" page. */
export const DEMO_EXPIRED_SHARE_TOKEN = 'ailab_sh_demo-quetzal-pay-expired';

/** A demo link with a password (the demo's own, printed in docs/startups.md): opening it asks for it. */
export const DEMO_PROTECTED_SHARE_TOKEN = 'ailab_sh_demo-quetzal-pay-board-preview';
export const DEMO_SHARE_PASSWORD = 'quetzal-board';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Visits of the demo link: who gave which email, and seconds per section in the pitch's order. */
const VISITS = [
  { email: 'ana.ruiz@semilla.example', daysAgo: 3, seconds: [95, 80, 140, 210, 60, 45, 30, 120] },
  { email: 'ana.ruiz@semilla.example', daysAgo: 1, seconds: [10, 0, 35, 180, 90, 0, 0, 75] },
  { email: 'tomas.leal@greenline.example', daysAgo: 2, seconds: [40, 55, 20, 0, 0, 0, 0, 0] },
] as const;

/**
 * The demo founder's shared links on a pitch: one email-gated link for an investor with three visits
 * (two distinct emails) and time on sections, one that expired yesterday, and one with a password.
 */
export async function seedDemoShares(ctx: AppContext, pitchId: string, ownerId: string): Promise<void> {
  const now = ctx.now().getTime();
  const linkId = randomUUID();
  const sections = await sectionsOf(ctx.db, [pitchId]);
  const passwordHash = await hashPassword(DEMO_SHARE_PASSWORD);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pitch_share_links')
      .values([
        {
          id: linkId,
          pitch_id: pitchId,
          token_hash: hashSecret(DEMO_SHARE_TOKEN),
          label: 'Semilla Capital — partner meeting',
          email_gate: 1,
          expires_at: null,
          revoked_at: null,
          created_by: ownerId,
          created_at: new Date(now - 4 * DAY).toISOString(),
        },
        {
          id: randomUUID(),
          pitch_id: pitchId,
          token_hash: hashSecret(DEMO_EXPIRED_SHARE_TOKEN),
          label: 'Demo day follow-up',
          email_gate: 0,
          expires_at: new Date(now - DAY).toISOString(),
          revoked_at: null,
          created_by: ownerId,
          created_at: new Date(now - 20 * DAY).toISOString(),
        },
        {
          id: randomUUID(),
          pitch_id: pitchId,
          token_hash: hashSecret(DEMO_PROTECTED_SHARE_TOKEN),
          label: 'Board preview',
          email_gate: 0,
          expires_at: null,
          revoked_at: null,
          created_by: ownerId,
          created_at: new Date(now - 2 * DAY).toISOString(),
          password_hash: passwordHash,
        },
      ])
      .execute();
    for (const visit of VISITS) {
      const id = randomUUID();
      const at = new Date(now - visit.daysAgo * DAY).toISOString();
      await trx
        .insertInto('pitch_share_visits')
        .values({ id, link_id: linkId, email: visit.email, user_id: null, started_at: at, reported_at: at })
        .execute();
      const times = sections
        .map((section, index) => ({ section, seconds: visit.seconds[index] ?? 0 }))
        .filter((entry) => entry.seconds > 0)
        .map((entry) => ({
          visit_id: id,
          link_id: linkId,
          section_id: entry.section.id,
          seconds: entry.seconds,
        }));
      if (times.length > 0) await trx.insertInto('pitch_share_section_times').values(times).execute();
    }
  });
}
