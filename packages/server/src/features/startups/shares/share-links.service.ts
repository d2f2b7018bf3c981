import { randomUUID } from 'node:crypto';
import {
  SHARE_LINKS_MAX,
  type ShareCreateInput,
  type ShareLink,
} from '@ailab/core/contract/startups/share.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../../app-context';
import { recordAudit } from '../../../audit/record-audit';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { publicUrl } from '../../../mail/send-template';
import { hashPassword } from '../../../security/passwords';
import { hashSecret, newToken } from '../../../security/secrets';
import { MANAGERS, requireActive } from '../businesses/startup-access';
import { requirePitch } from '../pitches/pitch-access';
import { shareLinksToWire } from './share-link-mapper';
import {
  countShareLinks,
  findShareLinkById,
  insertShareLink,
  type ShareLinkRow,
  shareLinksOf,
} from './share-links.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment a link dated `expiresOn` (its last good day, UTC) no longer opens. */
export function shareExpiry(expiresOn: string): string {
  return new Date(Date.parse(`${expiresOn}T00:00:00.000Z`) + DAY_MS).toISOString();
}

/**
 * Shares a pitch by a link (owner or admin): a random token stored only as its hash, answered once
 * with its URL. A draft or active pitch may be shared (the link opens only while the pitch is
 * active); a closed one may not. An expiry day before today is refused naming `expires_on`.
 * Audited (`pitch_share.create`) in the insert's transaction with the label, gates, expiry and
 * whether a password is set: never the token, its hash or the password.
 */
export async function createShareLink(
  ctx: AppContext,
  caller: Caller,
  input: ShareCreateInput,
  t: TFunction,
) {
  const { pitch, startup } = await requirePitch(ctx.db, caller.user.id, input.pitch_id, MANAGERS);
  requireActive(startup);
  if (pitch.status === 'closed')
    throw new AppError('CONFLICT', { messageKey: 'startups:errors.shareClosedPitch' });
  const now = ctx.now();
  const expiresAt = input.expires_on ? shareExpiry(input.expires_on) : null;
  if (expiresAt !== null && (Number.isNaN(Date.parse(expiresAt)) || expiresAt <= now.toISOString()))
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'expires_on', code: 'too_small', message: t('startups:errors.shareExpiryPast') }],
    });
  if ((await countShareLinks(ctx.db, pitch.id)) >= SHARE_LINKS_MAX)
    throw new AppError('RESOURCE_EXHAUSTED', {
      params: { what: t('startups:share.linksWhat'), max: SHARE_LINKS_MAX },
    });
  const token = newToken('ailab_sh_');
  const row: ShareLinkRow = {
    id: randomUUID(),
    pitch_id: pitch.id,
    token_hash: hashSecret(token),
    label: input.label,
    email_gate: input.email_gate ? 1 : 0,
    expires_at: expiresAt,
    revoked_at: null,
    created_by: caller.user.id,
    created_at: now.toISOString(),
    notified_at: null,
    password_hash: input.password === undefined ? null : await hashPassword(input.password),
  };
  await ctx.db.transaction().execute(async (trx) => {
    await insertShareLink(trx, row);
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: 'pitch_share.create',
      target: { type: 'pitch_share_link', id: row.id },
      before: null,
      after: {
        pitch_id: pitch.id,
        label: row.label,
        email_gate: row.email_gate === 1,
        expires_at: row.expires_at,
        protected: row.password_hash !== null,
      },
      at: now,
    });
  });
  const [link] = await shareLinksToWire(ctx.db, pitch.id, [row], now);
  if (!link) throw new AppError('INTERNAL');
  return { link, token, url: `${publicUrl(ctx)}/p/${token}` };
}

/** A pitch's links with their analytics: the startup's members only (everyone else: NOT_FOUND). */
export async function listShareLinks(ctx: AppContext, caller: Caller, pitchId: string) {
  const { pitch } = await requirePitch(ctx.db, caller.user.id, pitchId);
  return { items: await shareLinksToWire(ctx.db, pitch.id, await shareLinksOf(ctx.db, pitch.id), ctx.now()) };
}

/** Revokes a link (owner or admin), audited; revoking a revoked link changes nothing. */
export async function revokeShareLink(ctx: AppContext, caller: Caller, id: string): Promise<ShareLink> {
  const link = await findShareLinkById(ctx.db, id);
  if (!link) throw new AppError('NOT_FOUND');
  const { pitch } = await requirePitch(ctx.db, caller.user.id, link.pitch_id, MANAGERS);
  const now = ctx.now();
  const revoked = link.revoked_at ?? now.toISOString();
  if (!link.revoked_at)
    await ctx.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('pitch_share_links')
        .set({ revoked_at: revoked })
        .where('id', '=', link.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) > 0)
        await recordAudit(trx, {
          actorId: caller.user.id,
          action: 'pitch_share.revoke',
          target: { type: 'pitch_share_link', id: link.id },
          before: { pitch_id: pitch.id, revoked_at: null },
          after: { pitch_id: pitch.id, revoked_at: revoked },
          at: now,
        });
    });
  const [wire] = await shareLinksToWire(ctx.db, pitch.id, [{ ...link, revoked_at: revoked }], now);
  if (!wire) throw new AppError('INTERNAL');
  return wire;
}
