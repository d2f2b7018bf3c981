import {
  INVITATION_DEFAULT_DAYS,
  type SupervisorListBody,
  type SupervisorListResponse,
  type SupervisorManageBody,
} from '@ailab/core/contract/institutes/supervisors.schemas';
import { ROLE } from '@ailab/core/roles/roles';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { parseStringList } from '../../db/json-list';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { revokeRoles } from '../../identity/user-roles.repository';
import { findUserByEmail } from '../../identity/users.repository';
import { requireActive, requireInstitute } from './institute-admin.service';
import { findInstitute, type InstituteRow } from './institutes.repository';
import { enqueueInvitationMail } from './invitation-mail';
import { invitationRowToInvitation, invitationStatus } from './invitation-mapper';
import { checkScope, newInvitationToken, teamNamesOf } from './invitations.service';
import { hasAnyScope, insertSupervisorScopes, listSupervisors } from './supervisors.repository';

const DAY_MS = 86_400_000;

export async function listSupervisorsAndInvitations(
  ctx: AppContext,
  body: SupervisorListBody,
  t: TFunction,
): Promise<SupervisorListResponse> {
  const institute = await requireInstitute(ctx, body.institute_id, t);
  const nowIso = ctx.now().toISOString();
  const order = keysetSort(
    'admin.institute.invitations',
    body.sort,
    '-created_at',
    { created_at: 'created_at', email: 'email' },
    'id',
  );
  let query = ctx.db
    .selectFrom('supervisor_invitations')
    .selectAll()
    .where('institute_id', '=', institute.id);
  if (body.status === 'expired')
    query = query.where((eb) =>
      eb.or([
        eb('status', '=', 'expired'),
        eb.and([eb('status', '=', 'pending'), eb('expires_at', '<=', nowIso)]),
      ]),
    );
  else if (body.status === 'pending')
    query = query.where('status', '=', 'pending').where('expires_at', '>', nowIso);
  else if (body.status) query = query.where('status', '=', body.status);
  if (body.query) query = query.where('email', 'like', `${body.query.toLowerCase().replace(/[%_\\]/g, '')}%`);
  const [page, names, supervisors] = await Promise.all([
    keysetPage(ctx.db, query, { sort: order, cursor: body.cursor, limit: body.limit }),
    teamNamesOf(ctx.db, institute.id),
    listSupervisors(ctx.db, institute.id),
  ]);
  return {
    ...page,
    items: page.items.map((row) => invitationRowToInvitation(row, institute.name, names, ctx.now())),
    supervisors,
  };
}

async function requireInvitation(ctx: AppContext, id: string, t: TFunction) {
  const invitation = await ctx.db
    .selectFrom('supervisor_invitations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const institute = invitation ? await findInstitute(ctx.db, invitation.institute_id) : undefined;
  if (!invitation || !institute)
    throw new AppError('NOT_FOUND', { params: { path: t('institutes:errors.invitation') } });
  const status = invitationStatus(invitation, ctx.now());
  if (status !== 'pending')
    throw new AppError('INVITATION_CLOSED', {
      params: { status: t(`institutes:invitation.status.${status}`) },
    });
  return { invitation, institute };
}

/** Replaces (or removes, with no teams and `remove`) a supervisor's scope; role 10 goes with the last scope. */
async function setScope(
  ctx: AppContext,
  caller: Caller,
  institute: InstituteRow,
  userId: string,
  teamIds: string[] | null,
  t: TFunction,
) {
  const before = (await listSupervisors(ctx.db, institute.id)).find((s) => s.user_id === userId);
  if (!before)
    throw new AppError('NOT_FOUND', { params: { path: t('institutes:errors.supervisor', { id: userId }) } });
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now().toISOString();
    await trx
      .deleteFrom('supervisor_scopes')
      .where('institute_id', '=', institute.id)
      .where('user_id', '=', userId)
      .execute();
    if (teamIds) {
      await insertSupervisorScopes(trx, {
        instituteId: institute.id,
        userId,
        teamIds,
        invitationId: null,
        at: now,
      });
    } else if (!(await hasAnyScope(trx, userId))) await revokeRoles(trx, userId, [ROLE.instituteAdmin]);
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: teamIds ? 'institute.supervisor.scope' : 'institute.supervisor.remove',
      target: { type: 'institute', id: institute.id },
      before,
      after: teamIds ? { user_id: userId, team_ids: teamIds } : null,
      at: ctx.now(),
    });
  });
  return (await listSupervisors(ctx.db, institute.id)).find((s) => s.user_id === userId) ?? null;
}

export async function manageSupervisor(
  ctx: AppContext,
  caller: Caller,
  body: SupervisorManageBody,
  language: string,
  t: TFunction,
) {
  const base = { ok: true as const, action: body.action, invitation: null, supervisor: null };
  if (body.action === 'change_scope' || body.action === 'remove') {
    const institute = await requireInstitute(ctx, body.institute_id, t);
    if (body.action === 'change_scope') {
      requireActive(institute);
      const teamIds = await checkScope(ctx.db, institute, body.team_ids, t);
      return { ...base, supervisor: await setScope(ctx, caller, institute, body.user_id, teamIds, t) };
    }
    await setScope(ctx, caller, institute, body.user_id, null, t);
    return base;
  }
  const { invitation, institute } = await requireInvitation(ctx, body.invitation_id, t);
  const names = await teamNamesOf(ctx.db, institute.id);
  const now = ctx.now();
  if (body.action === 'revoke') {
    const after = { ...invitation, status: 'revoked', responded_at: now.toISOString() };
    await ctx.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('supervisor_invitations')
        .set({ status: 'revoked', responded_at: after.responded_at })
        .where('id', '=', invitation.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (done.numUpdatedRows === 0n)
        throw new AppError('INVITATION_CLOSED', {
          params: { status: t('institutes:invitation.status.revoked') },
        });
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: 'institute.supervisor.revoke',
        target: { type: 'institute', id: institute.id },
        before: { invitation_id: invitation.id, status: 'pending' },
        after: { invitation_id: invitation.id, status: 'revoked' },
        at: ctx.now(),
      });
    });
    return { ...base, invitation: invitationRowToInvitation(after, institute.name, names, now) };
  }
  // Resend: a new link (the old one stops working) and a fresh expiry.
  requireActive(institute);
  const { token, hash } = newInvitationToken();
  const after = {
    ...invitation,
    token_hash: hash,
    expires_at: new Date(now.getTime() + INVITATION_DEFAULT_DAYS * DAY_MS).toISOString(),
  };
  const mailLanguage = (await findUserByEmail(ctx.db, invitation.email))?.language ?? language;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('supervisor_invitations')
      .set({ token_hash: hash, expires_at: after.expires_at })
      .where('id', '=', invitation.id)
      .where('status', '=', 'pending')
      .execute();
    await enqueueInvitationMail(trx, ctx, {
      invitationId: invitation.id,
      tokenHash: hash,
      token,
      email: invitation.email,
      language: mailLanguage,
      instituteName: institute.name,
      teamNames: parseStringList(invitation.team_ids).map((id) => names.get(id) ?? id),
      expiresAt: after.expires_at,
    });
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: 'institute.supervisor.resend',
      target: { type: 'institute', id: institute.id },
      before: { invitation_id: invitation.id, expires_at: invitation.expires_at },
      after: { invitation_id: invitation.id, expires_at: after.expires_at },
      at: ctx.now(),
    });
  });
  return { ...base, invitation: invitationRowToInvitation(after, institute.name, names, now) };
}
