import { randomBytes, randomUUID } from 'node:crypto';
import {
  INVITATION_DEFAULT_DAYS,
  type Invitation,
  type SupervisorInviteBody,
} from '@ailab/core/contract/institutes/supervisors.schemas';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { lockForTransaction } from '../../db/transaction-lock';
import { onUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { findUserByEmail } from '../../identity/users.repository';
import { notifyInvitee } from '../../notifications/notify-invitee';
import { hashSecret } from '../../security/secrets';
import { requireActive, requireInstitute } from './institute-admin.service';
import type { InstituteRow } from './institutes.repository';
import { listTeams } from './institutes.repository';
import { enqueueInvitationMail } from './invitation-mail';
import { type InvitationRow, invitationRowToInvitation } from './invitation-mapper';

/** At most this many pending invitations per institute at a time. */
export const MAX_PENDING_INVITATIONS = 25;

const DAY_MS = 86_400_000;

/** A fresh single-use link secret and the hash that is stored. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = `ailab_inv_${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashSecret(token) };
}

/** The institute's team names by id. */
export async function teamNamesOf(db: Kysely<Database>, instituteId: string): Promise<Map<string, string>> {
  return new Map((await listTeams(db, instituteId)).map((team) => [team.id, team.name]));
}

/** Sorted, distinct team ids that are open teams of the institute, or a translated 4xx. */
export async function checkScope(
  db: Kysely<Database>,
  institute: InstituteRow,
  teamIds: readonly string[],
  t: TFunction,
): Promise<string[]> {
  const ids = [...new Set(teamIds)].sort();
  const teams = new Map((await listTeams(db, institute.id)).map((team) => [team.id, team]));
  for (const id of ids) {
    const team = teams.get(id);
    if (!team) throw new AppError('NOT_FOUND', { params: { path: t('institutes:errors.team', { id }) } });
    if (team.status !== 'open') throw new AppError('TEAM_CLOSED', { params: { name: team.name } });
  }
  return ids;
}

/**
 * Invites a supervisor: one pending invitation per person and scope (the partial unique index
 * decides, so parallel invitations leave one), at most `MAX_PENDING_INVITATIONS` pending per
 * institute (counted under a per-institute lock), the link's secret stored as a hash, the email
 * promised in the same transaction.
 */
export async function inviteSupervisor(
  ctx: AppContext,
  caller: Caller,
  body: SupervisorInviteBody,
  language: string,
  t: TFunction,
): Promise<Invitation> {
  const institute = await requireInstitute(ctx, body.institute_id, t);
  requireActive(institute);
  const teamIds = await checkScope(ctx.db, institute, body.team_ids ?? [], t);
  const names = await teamNamesOf(ctx.db, institute.id);
  const now = ctx.now();
  const { token, hash } = newInvitationToken();
  const row: InvitationRow = {
    id: randomUUID(),
    institute_id: institute.id,
    email: body.email,
    team_ids: JSON.stringify(teamIds),
    scope_key: teamIds.length ? teamIds.join(',') : '*',
    status: 'pending',
    token_hash: hash,
    invited_by: caller.user.id,
    accepted_by: null,
    created_at: now.toISOString(),
    expires_at: new Date(
      now.getTime() + (body.expires_in_days ?? INVITATION_DEFAULT_DAYS) * DAY_MS,
    ).toISOString(),
    responded_at: null,
  };
  const invitee = await findUserByEmail(ctx.db, body.email);
  // The invitation is written in the invitee's language when they have an account.
  const mailLanguage = invitee?.language ?? language;
  await onUniqueViolation(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await lockForTransaction(trx, ctx.dialect, `institute-invitations:${institute.id}`);
        // Pending rows past their expiry stop holding the person's place.
        await trx
          .updateTable('supervisor_invitations')
          .set({ status: 'expired' })
          .where('institute_id', '=', institute.id)
          .where('status', '=', 'pending')
          .where('expires_at', '<=', row.created_at)
          .execute();
        const pending = await trx
          .selectFrom('supervisor_invitations')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('institute_id', '=', institute.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(pending?.n ?? 0) >= MAX_PENDING_INVITATIONS)
          throw new AppError('RESOURCE_EXHAUSTED', {
            params: { what: t('institutes:errors.pendingInvitations'), max: MAX_PENDING_INVITATIONS },
          });
        await trx.insertInto('supervisor_invitations').values(row).execute();
        await enqueueInvitationMail(trx, ctx, {
          invitationId: row.id,
          tokenHash: hash,
          token,
          email: row.email,
          language: mailLanguage,
          instituteName: institute.name,
          teamNames: teamIds.map((id) => names.get(id) ?? id),
          expiresAt: row.expires_at,
        });
        await notifyInvitee(trx, invitee, {
          params: { to: 'supervisor', place: institute.name },
          link: `/institute-invitation?invitation=${row.id}`,
          at: now,
        });
        await recordAudit(trx, {
          actorId: caller.user.id,
          action: 'institute.supervisor.invite',
          target: { type: 'institute', id: institute.id },
          before: null,
          after: { invitation_id: row.id, email: row.email, team_ids: teamIds, expires_at: row.expires_at },
          at: ctx.now(),
        });
      }),
    () => {
      throw new AppError('ALREADY_EXISTS', {
        params: { what: t('institutes:errors.pendingInvitation', { email: row.email }) },
      });
    },
  );
  return invitationRowToInvitation(row, institute.name, names, now);
}
