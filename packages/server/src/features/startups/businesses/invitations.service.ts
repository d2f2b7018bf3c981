import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  AcceptInvitationRef,
  Invitation,
  InviteInput,
  Startup,
} from '@ailab/core/contract/startups/startup.schemas';
import { ROLE } from '@ailab/core/roles/roles';
import type { AppContext } from '../../../app-context';
import { recordAudit } from '../../../audit/record-audit';
import { onUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { grantRoles } from '../../../identity/user-roles.repository';
import { findUserByEmail } from '../../../identity/users.repository';
import { enqueueMail } from '../../../jobs/mail-job';
import { publicUrl } from '../../../mail/send-template';
import { notifyInvitee } from '../../../notifications/notify-invitee';
import {
  closeInvitation,
  expireStale,
  findInvitationByHash,
  findInvitationById,
  type InvitationRow,
  insertInvitation,
  invitationsOf,
  pendingKey,
} from './invitations.repository';
import { MANAGERS, requireActive, requireMember } from './startup-access';
import { startupToWire } from './startup-mapper';
import { findMember, findStartupById, insertMember } from './startups.repository';

/** How long an invitation link stays good. */
export const INVITATION_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toWire(row: InvitationRow, now: Date): Invitation {
  const expired = row.status === 'pending' && row.expires_at <= now.toISOString();
  return {
    id: row.id,
    startup_id: row.startup_id,
    email: row.email,
    role: row.role,
    status: expired ? 'expired' : row.status,
    invited_by: row.invited_by,
    expires_at: row.expires_at,
    created_at: row.created_at,
  };
}

/**
 * Invites an address to a startup: a random single-use token stored as its hash, good for
 * {@link INVITATION_DAYS} days, and its email promised in the same transaction. A second pending
 * invitation of the address answers ALREADY_EXISTS (decided by a unique key, so parallel invites too).
 * `asAdministrator`: the studio's administrators invite to any startup, audited.
 */
export async function inviteToStartup(
  ctx: AppContext,
  caller: Caller,
  input: InviteInput,
  asAdministrator: boolean,
): Promise<Invitation> {
  const startup = asAdministrator
    ? await findStartupById(ctx.db, input.startup_id)
    : (await requireMember(ctx.db, caller.user.id, input.startup_id, MANAGERS)).startup;
  if (!startup) throw new AppError('NOT_FOUND');
  requireActive(startup);
  const invitee = await findUserByEmail(ctx.db, input.email);
  if (invitee && (await findMember(ctx.db, startup.id, invitee.id)))
    throw new AppError('CONFLICT', {
      messageKey: 'startups:errors.alreadyMember',
      params: { email: input.email },
    });
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  const key = pendingKey(startup.id, input.email);
  const row: InvitationRow = {
    id: randomUUID(),
    startup_id: startup.id,
    email: input.email,
    role: input.role,
    token_hash: hashToken(token),
    pending_key: key,
    status: 'pending',
    invited_by: caller.user.id,
    accepted_by: null,
    expires_at: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
    accepted_at: null,
    created_at: now.toISOString(),
  };
  const language = invitee?.language ?? caller.user.language;
  const t = ctx.i18n.getFixedT(language);
  const inviter = `${caller.user.first_name} ${caller.user.last_name}`.trim() || caller.user.email;
  await onUniqueViolation(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await expireStale(trx, key, now.toISOString());
        await insertInvitation(trx, row);
        await notifyInvitee(trx, invitee, {
          params: { to: 'team', place: startup.name, inviter },
          link: `/ailab/startups?invitation_id=${row.id}`,
          at: now,
        });
        const params = {
          startup: startup.name,
          inviter,
          url: `${publicUrl(ctx)}/ailab/startups?invitation=${token}`,
          days: INVITATION_DAYS,
          message: input.message ?? '',
        };
        await enqueueMail(
          trx,
          ctx,
          {
            to: input.email,
            subject: t('startups:email.invitation.subject', params),
            text: t('startups:email.invitation.body', params),
          },
          `startup:invite:${row.id}`,
        );
        if (asAdministrator)
          await recordAudit(trx, {
            actorId: caller.user.id,
            action: 'startup.invite_associate',
            target: { type: 'startup', id: startup.id },
            before: null,
            after: { email: row.email, role: row.role, invitation_id: row.id },
            at: now,
          });
      }),
    () => {
      throw new AppError('ALREADY_EXISTS', {
        messageKey: 'startups:errors.invitationPending',
        params: { email: input.email },
      });
    },
  );
  return toWire(row, now);
}

export async function listInvitations(ctx: AppContext, caller: Caller, startupId: string) {
  await requireMember(ctx.db, caller.user.id, startupId, MANAGERS);
  const now = ctx.now();
  return { items: (await invitationsOf(ctx.db, startupId)).map((row) => toWire(row, now)) };
}

export async function revokeInvitation(ctx: AppContext, caller: Caller, id: string): Promise<Invitation> {
  const row = await findInvitationById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  await requireMember(ctx.db, caller.user.id, row.startup_id, MANAGERS);
  const now = ctx.now();
  if (!(await closeInvitation(ctx.db, id, { status: 'revoked' }, now.toISOString())))
    throw new AppError('CONFLICT', { messageKey: 'startups:errors.invitationClosed' });
  const after = await findInvitationById(ctx.db, id);
  return toWire(after ?? row, now);
}

/**
 * The invitation a body names: by its link's token, or by id for the signed-in invitee with a verified
 * e-mail only (anyone else's id is not found). Neither is a 400 naming `token`.
 */
async function invitationByRef(
  ctx: AppContext,
  caller: Caller,
  ref: AcceptInvitationRef,
): Promise<InvitationRow | undefined> {
  if (ref.token) return findInvitationByHash(ctx.db, hashToken(ref.token));
  if (!ref.invitation_id)
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          field: 'token',
          code: 'required',
          message: ctx.i18n.getFixedT(caller.user.language)('startups:errors.invitationRef'),
        },
      ],
    });
  const row = await findInvitationById(ctx.db, ref.invitation_id);
  const mine =
    row !== undefined &&
    caller.user.email_verified === 1 &&
    row.email.toLowerCase() === caller.user.email.toLowerCase();
  if (!mine) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Accepts an invitation by its token (or id, see invitationByRef). Consent: only the invited address may accept. The invitation
 * closes in one conditional statement, so of parallel accepts one wins and makes one membership;
 * the member gets role 3 (through identity's user roles) in the same transaction.
 */
export async function acceptInvitation(
  ctx: AppContext,
  caller: Caller,
  ref: AcceptInvitationRef,
): Promise<{ startup: Startup }> {
  const row = await invitationByRef(ctx, caller, ref);
  if (row?.status !== 'pending') throw new AppError('CODE_INVALID');
  const now = ctx.now();
  if (row.expires_at <= now.toISOString()) throw new AppError('CODE_EXPIRED');
  if (row.email.toLowerCase() !== caller.user.email.toLowerCase())
    throw new AppError('FORBIDDEN', { messageKey: 'startups:errors.invitationForOther' });
  const nowIso = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const won = await closeInvitation(
      trx,
      row.id,
      { status: 'accepted', accepted_by: caller.user.id, accepted_at: nowIso },
      nowIso,
    );
    if (!won) throw new AppError('CODE_INVALID');
    if (!(await findMember(trx, row.startup_id, caller.user.id)))
      await insertMember(trx, {
        startup_id: row.startup_id,
        user_id: caller.user.id,
        role: row.role,
        joined_at: nowIso,
      });
    await grantRoles(trx, caller.user.id, [ROLE.startup], nowIso);
  });
  const startup = await findStartupById(ctx.db, row.startup_id);
  if (!startup) throw new AppError('NOT_FOUND');
  return { startup: await startupToWire(ctx.db, startup, caller.user.id) };
}
