import type { ShareLink } from '@ailab/core/contract/startups/share.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../../app-context';
import { recordAudit } from '../../../audit/record-audit';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { hashPassword, verifyPassword } from '../../../security/passwords';
import { MANAGERS } from '../businesses/startup-access';
import { requirePitch } from '../pitches/pitch-access';
import { openShare } from './share-gate';
import { signShareGrant } from './share-grant';
import { shareLinkStatus, shareLinksToWire } from './share-link-mapper';
import { findShareLinkById } from './share-links.repository';
import { throttleShare } from './share-view.service';

/** Password tries one address may make on one link per window. */
export const SHARE_UNLOCKS_PER_ADDRESS = 10;
/** Password tries on one link from all addresses together per window (slows a spread-out guesser). */
export const SHARE_UNLOCKS_PER_LINK = 100;

/**
 * Sets, changes or removes a link's password (owner or admin). Stored as argon2id like account
 * passwords, never answered; a change ends every grant of the old password. Audited with whether
 * the link was protected before and after, never the password. A revoked link is left as it is.
 */
export async function setSharePassword(
  ctx: AppContext,
  caller: Caller,
  input: { id: string; password: string | null },
): Promise<ShareLink> {
  const link = await findShareLinkById(ctx.db, input.id);
  if (!link) throw new AppError('NOT_FOUND');
  const { pitch } = await requirePitch(ctx.db, caller.user.id, link.pitch_id, MANAGERS);
  const now = ctx.now();
  if (shareLinkStatus(link, now) === 'revoked')
    throw new AppError('CONFLICT', { messageKey: 'startups:errors.shareLinkRevoked' });
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  if (passwordHash !== null || link.password_hash !== null)
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('pitch_share_links')
        .set({ password_hash: passwordHash })
        .where('id', '=', link.id)
        .execute();
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: passwordHash === null ? 'pitch_share.password.remove' : 'pitch_share.password.set',
        target: { type: 'pitch_share_link', id: link.id },
        before: { pitch_id: pitch.id, protected: link.password_hash !== null },
        after: { pitch_id: pitch.id, protected: passwordHash !== null },
        at: now,
      });
    });
  const [wire] = await shareLinksToWire(ctx.db, pitch.id, [{ ...link, password_hash: passwordHash }], now);
  if (!wire) throw new AppError('INTERNAL');
  return wire;
}

/**
 * A viewer's password for a protected link: the right one answers a signed grant for that link
 * only (see share-grant.ts); a wrong one is a 400 naming the password. Tries are limited per link
 * and address and per link before the (deliberately slow) check runs. A link without a password
 * needs no grant: asking for one is a CONFLICT.
 */
export async function unlockShare(
  ctx: AppContext,
  body: { token: string; password: string },
  ip: string,
  t: TFunction,
) {
  const now = ctx.now();
  const share = await openShare(ctx.db, body.token, now);
  const hash = share.link.password_hash;
  if (hash === null) throw new AppError('CONFLICT', { messageKey: 'startups:errors.shareNoPassword' });
  await throttleShare(ctx, 'unlock', share.link.id, ip, SHARE_UNLOCKS_PER_ADDRESS);
  await throttleShare(ctx, 'unlock', share.link.id, '*', SHARE_UNLOCKS_PER_LINK);
  if (!(await verifyPassword(hash, body.password)))
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'password', code: 'invalid', message: t('startups:errors.sharePasswordWrong') }],
    });
  return signShareGrant(hash, share.link.id, now);
}
