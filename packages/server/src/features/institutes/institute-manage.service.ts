import { randomUUID } from 'node:crypto';
import type {
  InstituteManageBody,
  InstituteManageResponse,
} from '@ailab/core/contract/institutes/institutes.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { conflictError, onUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { assignCourse, unassignCourse } from './course-assignment.service';
import { requireActive, requireInstitute } from './institute-admin.service';
import { teamRowToTeam } from './institute-mapper';
import {
  countMembersByTeam,
  findTeam,
  type InstituteRow,
  insertTeam,
  type TeamRow,
  updateTeam,
} from './institutes.repository';
import { placeMember, removeMember, requireLearner, requireOpenTeam } from './roster.service';

type Action = InstituteManageBody['action'];

function answer(action: Action, extra: Partial<InstituteManageResponse> = {}): InstituteManageResponse {
  return { ok: true, action, team: null, enrolled: null, skipped: null, dry_run: false, ...extra };
}

async function setStatus(ctx: AppContext, caller: Caller, institute: InstituteRow, archive: boolean) {
  const status = archive ? 'archived' : 'active';
  if (institute.status === status) return;
  const now = ctx.now().toISOString();
  const changes = { status, archived_at: archive ? now : null, updated_at: now };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('institutes').set(changes).where('id', '=', institute.id).execute();
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: archive ? 'institute.archive' : 'institute.restore',
      target: { type: 'institute', id: institute.id },
      before: { status: institute.status },
      after: { status },
      at: ctx.now(),
    });
  });
}

async function changeTeam(
  ctx: AppContext,
  caller: Caller,
  action: string,
  before: TeamRow | null,
  after: TeamRow,
  t: TFunction,
): Promise<TeamRow> {
  await onUniqueViolation(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        if (before)
          await updateTeam(trx, after.id, {
            name: after.name,
            status: after.status,
            closed_at: after.closed_at,
          });
        else await insertTeam(trx, after);
        await recordAudit(trx, {
          actorId: caller.user.id,
          action,
          target: { type: 'institute_team', id: after.id },
          before,
          after,
          at: ctx.now(),
        });
      }),
    () => {
      throw conflictError('name', t);
    },
  );
  return after;
}

async function teamOf(
  ctx: AppContext,
  institute: InstituteRow,
  teamId: string,
  t: TFunction,
): Promise<TeamRow> {
  const team = await findTeam(ctx.db, teamId);
  if (!team || team.institute_id !== institute.id)
    throw new AppError('NOT_FOUND', { params: { path: t('institutes:errors.team', { id: teamId }) } });
  return team;
}

/** One change of an institute; every change but `restore` is refused on an archived institute. */
export async function manageInstitute(
  ctx: AppContext,
  caller: Caller,
  body: InstituteManageBody,
  t: TFunction,
): Promise<InstituteManageResponse> {
  const institute = await requireInstitute(ctx, body.institute_id, t);
  if (body.action === 'restore') {
    await setStatus(ctx, caller, institute, false);
    return answer(body.action);
  }
  requireActive(institute);
  const now = ctx.now().toISOString();
  const withMembers = async (team: TeamRow) =>
    teamRowToTeam(team, (await countMembersByTeam(ctx.db, institute.id)).get(team.id) ?? 0);
  switch (body.action) {
    case 'archive':
      await setStatus(ctx, caller, institute, true);
      return answer(body.action);
    case 'team_create': {
      const team: TeamRow = {
        id: randomUUID(),
        institute_id: institute.id,
        name: body.name,
        status: 'open',
        created_at: now,
        closed_at: null,
      };
      return answer(body.action, {
        team: await withMembers(await changeTeam(ctx, caller, 'institute.team.create', null, team, t)),
      });
    }
    case 'team_rename': {
      const before = await teamOf(ctx, institute, body.team_id, t);
      if (before.status !== 'open') throw new AppError('TEAM_CLOSED', { params: { name: before.name } });
      const after = await changeTeam(
        ctx,
        caller,
        'institute.team.rename',
        before,
        { ...before, name: body.name },
        t,
      );
      return answer(body.action, { team: await withMembers(after) });
    }
    case 'team_close': {
      const before = await teamOf(ctx, institute, body.team_id, t);
      if (before.status !== 'open') throw new AppError('TEAM_CLOSED', { params: { name: before.name } });
      const members = (await countMembersByTeam(ctx.db, institute.id)).get(before.id) ?? 0;
      if (members > 0)
        throw new AppError('CONFLICT', {
          fields: [
            {
              field: 'team_id',
              code: 'not_empty',
              message: t('institutes:errors.teamNotEmpty', { count: members }),
            },
          ],
        });
      const after = await changeTeam(
        ctx,
        caller,
        'institute.team.close',
        before,
        { ...before, status: 'closed', closed_at: now },
        t,
      );
      return answer(body.action, { team: await withMembers(after) });
    }
    case 'member_add':
    case 'member_move': {
      const user = await requireLearner(ctx.db, body.user, t);
      if (body.team_id) await requireOpenTeam(ctx.db, institute, body.team_id, t);
      const teamId = body.team_id;
      await onUniqueViolation(
        () =>
          ctx.db
            .transaction()
            .execute((trx) => placeMember(trx, ctx, caller.user.id, institute, user, teamId)),
        () => {
          throw new AppError('CONFLICT');
        },
      );
      return answer(body.action);
    }
    case 'member_remove': {
      const user = await requireLearner(ctx.db, body.user, t);
      await ctx.db.transaction().execute((trx) => removeMember(trx, ctx, caller.user.id, institute, user, t));
      return answer(body.action);
    }
    case 'course_assign': {
      if (body.team_id) await requireOpenTeam(ctx.db, institute, body.team_id, t);
      const result = await assignCourse(
        ctx,
        caller.user.id,
        institute,
        body.course_id,
        body.team_id,
        body.dry_run,
        t,
      );
      return answer(body.action, { ...result, dry_run: body.dry_run });
    }
    case 'course_unassign':
      await unassignCourse(ctx, caller.user.id, institute, body.course_id, body.team_id, t);
      return answer(body.action);
  }
}
