import type { InvitationRef, InvitationView } from '@ailab/core/contract/institutes/supervisors.schemas';
import { ROLE } from '@ailab/core/roles/roles';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { parseStringList } from '../../db/json-list';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { grantRoles } from '../../identity/user-roles.repository';
import { findUserByEmail } from '../../identity/users.repository';
import { hashSecret } from '../../security/secrets';
import { findInstitute, type InstituteRow, listTeams } from './institutes.repository';
import { type InvitationRow, invitationStatus } from './invitation-mapper';
import { insertSupervisorScopes } from './supervisors.repository';

export interface Found {
  invitation: InvitationRow;
  institute: InstituteRow;
}

export async function findByToken(ctx: AppContext, token: string, t: TFunction): Promise<Found> {
  const invitation = await ctx.db
    .selectFrom('supervisor_invitations')
    .selectAll()
    .where('token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  const institute = invitation ? await findInstitute(ctx.db, invitation.institute_id) : undefined;
  if (!invitation || !institute)
    throw new AppError('NOT_FOUND', { params: { path: t('institutes:errors.invitation') } });
  return { invitation, institute };
}

/** Whether the caller is signed in as this address and has proved it (a verified e-mail). */
function isInvitee(caller: Caller | null, email: string): caller is Caller {
  return caller !== null && caller.user.email_verified === 1 && caller.user.email.toLowerCase() === email;
}

/**
 * The invitation a body names: by its link's token, or by id for the signed-in invitee only (to anyone
 * else an id is not found, so ids tell nothing). Neither given is a 400 naming `token`.
 */
export async function findByRef(
  ctx: AppContext,
  caller: Caller | null,
  ref: InvitationRef,
  t: TFunction,
): Promise<Found> {
  if (ref.token) return findByToken(ctx, ref.token, t);
  if (!ref.invitation_id)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'token', code: 'required', message: t('institutes:errors.invitationRef') }],
    });
  const invitation = await ctx.db
    .selectFrom('supervisor_invitations')
    .selectAll()
    .where('id', '=', ref.invitation_id)
    .executeTakeFirst();
  const institute = invitation ? await findInstitute(ctx.db, invitation.institute_id) : undefined;
  if (!invitation || !institute || !isInvitee(caller, invitation.email))
    throw new AppError('NOT_FOUND', { params: { path: t('institutes:errors.invitation') } });
  return { invitation, institute };
}

export function requirePending(ctx: AppContext, invitation: InvitationRow, t: TFunction): void {
  const status = invitationStatus(invitation, ctx.now());
  if (status !== 'pending')
    throw new AppError('INVITATION_CLOSED', {
      params: { status: t(`institutes:invitation.status.${status}`) },
    });
}

/** Moves a pending, unexpired invitation on; false when another answer or the clock came first. */
async function answerOnce(
  ctx: AppContext,
  trx: AppContext['db'],
  invitation: InvitationRow,
  status: 'accepted' | 'declined',
  userId: string | null,
): Promise<boolean> {
  const now = ctx.now().toISOString();
  const result = await trx
    .updateTable('supervisor_invitations')
    .set({ status, responded_at: now, accepted_by: userId })
    .where('id', '=', invitation.id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Marks the invitation accepted by `userId` in `trx` and grants role 10 with its scope, audited.
 * Exactly one of parallel accepts wins (a conditional update); teams closed since the invitation
 * are left out of the scope.
 */
export async function grantInvitation(
  ctx: AppContext,
  trx: AppContext['db'],
  { invitation, institute }: Found,
  userId: string,
  t: TFunction,
): Promise<void> {
  const openTeams = new Set(
    (await listTeams(trx, institute.id)).filter((team) => team.status === 'open').map((team) => team.id),
  );
  const teamIds = parseStringList(invitation.team_ids).filter((id) => openTeams.has(id));
  if (!(await answerOnce(ctx, trx, invitation, 'accepted', userId)))
    throw new AppError('INVITATION_CLOSED', {
      params: { status: t('institutes:invitation.status.accepted') },
    });
  const now = ctx.now().toISOString();
  await insertSupervisorScopes(trx, {
    instituteId: institute.id,
    userId,
    teamIds,
    invitationId: invitation.id,
    at: now,
  });
  await grantRoles(trx, userId, [ROLE.instituteAdmin], now);
  await recordAudit(trx, {
    actorId: userId,
    action: 'institute.supervisor.accept',
    target: { type: 'institute', id: institute.id },
    before: { invitation_id: invitation.id, status: 'pending' },
    after: { invitation_id: invitation.id, status: 'accepted', team_ids: teamIds },
    at: ctx.now(),
  });
}

/** What an invitation offers, for the page its link opens. */
export async function viewInvitation(
  ctx: AppContext,
  caller: Caller | null,
  ref: InvitationRef,
  t: TFunction,
): Promise<InvitationView> {
  const { invitation, institute } = await findByRef(ctx, caller, ref, t);
  const names = new Map((await listTeams(ctx.db, institute.id)).map((team) => [team.id, team.name]));
  return {
    institute_name: institute.name,
    institute_kind: institute.kind,
    institute_logo_url: institute.logo_url,
    email: invitation.email,
    team_names: parseStringList(invitation.team_ids).map((id) => names.get(id) ?? id),
    status: invitationStatus(invitation, ctx.now()),
    expires_at: invitation.expires_at,
    has_account: (await findUserByEmail(ctx.db, invitation.email))?.email_verified === 1,
  };
}

/** Accepts an invitation signed in as the invited address, by its token or id (see grantInvitation). */
export async function acceptInvitation(ctx: AppContext, caller: Caller, ref: InvitationRef, t: TFunction) {
  const found = await findByRef(ctx, caller, ref, t);
  const { invitation, institute } = found;
  if (caller.user.email.toLowerCase() !== invitation.email)
    throw new AppError('FORBIDDEN', { messageKey: 'institutes:errors.otherAddress' });
  requirePending(ctx, invitation, t);
  if (institute.status === 'archived')
    throw new AppError('INSTITUTE_ARCHIVED', { params: { name: institute.name } });
  await ctx.db.transaction().execute((trx) => grantInvitation(ctx, trx, found, caller.user.id, t));
  return { status: 'accepted' as const, institute_id: institute.id, institute_name: institute.name };
}

/** Declines an invitation by its link (or by id, signed in as the invitee); nothing is granted. */
export async function declineInvitation(
  ctx: AppContext,
  caller: Caller | null,
  ref: InvitationRef,
  t: TFunction,
) {
  const { invitation, institute } = await findByRef(ctx, caller, ref, t);
  requirePending(ctx, invitation, t);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await answerOnce(ctx, trx, invitation, 'declined', null)))
      throw new AppError('INVITATION_CLOSED', {
        params: { status: t('institutes:invitation.status.declined') },
      });
    await recordAudit(trx, {
      actorId: caller?.user.id ?? null,
      action: 'institute.supervisor.decline',
      target: { type: 'institute', id: institute.id },
      before: { invitation_id: invitation.id, status: 'pending' },
      after: { invitation_id: invitation.id, status: 'declined' },
      at: ctx.now(),
    });
  });
  return { status: 'declined' as const, institute_id: institute.id, institute_name: institute.name };
}
