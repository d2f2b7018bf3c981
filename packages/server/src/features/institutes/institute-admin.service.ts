import { randomUUID } from 'node:crypto';
import type {
  Institute,
  InstituteAddBody,
  InstituteDetail,
  InstituteListBody,
  InstituteUpdateBody,
} from '@ailab/core/contract/institutes/institutes.schemas';
import { isAppMediaPath } from '@ailab/core/contract/institutes/institutes.schemas';
import type { ListPage } from '@ailab/core/contract/schemas/list';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { prefixMatch } from '../../db/prefix-match';
import { insertOrConflict } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { detachMedia, removeUnreferencedFiles } from '../../media/media-references';
import { listAssignedCourses } from './course-assignments.repository';
import { countColumns, countsOf, pendingInvitationsColumn } from './institute-counts';
import { instituteRowToInstitute, teamRowToTeam } from './institute-mapper';
import {
  countMembersByTeam,
  findInstitute,
  type InstituteRow,
  insertInstitute,
  listTeams,
  updateInstitute as writeInstitute,
} from './institutes.repository';
import { listSupervisors } from './supervisors.repository';

const DEFAULT_TIME_ZONE = 'UTC';

/** The institute by id or slug, or 404. */
export async function requireInstitute(
  ctx: AppContext,
  idOrSlug: string,
  t: TFunction,
): Promise<InstituteRow> {
  const row = await findInstitute(ctx.db, idOrSlug);
  if (!row)
    throw new AppError('NOT_FOUND', { params: { path: t('institutes:errors.institute', { id: idOrSlug }) } });
  return row;
}

/** Refuses a change to an archived institute: its history is read-only. */
export function requireActive(row: InstituteRow): void {
  if (row.status === 'archived') throw new AppError('INSTITUTE_ARCHIVED', { params: { name: row.name } });
}

async function withCounts(ctx: AppContext, row: InstituteRow): Promise<Institute> {
  return instituteRowToInstitute(row, await countsOf(ctx.db, row.id, ctx.now().toISOString()));
}

export async function addInstitute(
  ctx: AppContext,
  caller: Caller,
  body: InstituteAddBody,
  t: TFunction,
): Promise<Institute> {
  const now = ctx.now().toISOString();
  const row: InstituteRow = {
    id: randomUUID(),
    slug: body.slug,
    name: body.name,
    kind: body.kind,
    country: body.country ?? null,
    time_zone: body.time_zone ?? DEFAULT_TIME_ZONE,
    website: body.website || null,
    logo_url: body.logo_url || null,
    logo_media_id: null,
    email_domains: JSON.stringify([...new Set(body.email_domains ?? [])]),
    status: 'active',
    archived_at: null,
    created_at: now,
    updated_at: now,
  };
  await insertOrConflict(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await insertInstitute(trx, row);
        await recordAudit(trx, {
          actorId: caller.user.id,
          action: 'institute.create',
          target: { type: 'institute', id: row.id },
          before: null,
          after: row,
          at: ctx.now(),
        });
      }),
    'slug',
    t,
  );
  return withCounts(ctx, row);
}

export async function updateInstitute(
  ctx: AppContext,
  caller: Caller,
  body: InstituteUpdateBody,
  t: TFunction,
): Promise<Institute> {
  const before = await requireInstitute(ctx, body.institute_id, t);
  requireActive(before);
  const changes: Partial<InstituteRow> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.slug !== undefined) changes.slug = body.slug;
  if (body.kind !== undefined) changes.kind = body.kind;
  if (body.country !== undefined) changes.country = body.country;
  if (body.time_zone !== undefined) changes.time_zone = body.time_zone;
  if (body.website !== undefined) changes.website = body.website || null;
  if (body.logo_url !== undefined && (body.logo_url || null) !== before.logo_url) {
    if (body.logo_url && isAppMediaPath(body.logo_url)) throw foreignLogo(t);
    // A logo given by URL replaces an uploaded one, whose file is then released.
    changes.logo_url = body.logo_url || null;
    changes.logo_media_id = null;
  }
  if (body.email_domains !== undefined)
    changes.email_domains = JSON.stringify([...new Set(body.email_domains)]);
  const after = { ...before, ...changes, updated_at: ctx.now().toISOString() };
  const released: string[] = [];
  await insertOrConflict(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await writeInstitute(trx, before.id, { ...changes, updated_at: after.updated_at });
        await recordAudit(trx, {
          actorId: caller.user.id,
          action: 'institute.update',
          target: { type: 'institute', id: before.id },
          before,
          after,
          at: ctx.now(),
        });
        if (changes.logo_media_id === null && before.logo_media_id)
          released.push(...(await detachMedia(trx, [before.logo_media_id])));
      }),
    'slug',
    t,
  );
  await removeUnreferencedFiles(ctx, released);
  return withCounts(ctx, after);
}

export async function listInstitutes(ctx: AppContext, body: InstituteListBody): Promise<ListPage<Institute>> {
  const order = keysetSort(
    'admin.institutes',
    body.sort,
    'name',
    {
      name: { expression: 'institutes.name' },
      created_at: 'institutes.created_at',
      members: countColumns.members,
    },
    'institutes.id',
  );
  let query = ctx.db
    .selectFrom('institutes')
    .selectAll('institutes')
    .select([
      countColumns.teams.as('count_teams'),
      countColumns.members.as('count_members'),
      countColumns.supervisors.as('count_supervisors'),
      countColumns.courses.as('count_courses'),
      pendingInvitationsColumn(ctx.now().toISOString()).as('count_pending'),
    ]);
  if (body.status) query = query.where('institutes.status', '=', body.status);
  if (body.kind) query = query.where('institutes.kind', '=', body.kind);
  if (body.query) {
    const text = body.query;
    query = query.where((eb) =>
      eb.or([
        prefixMatch(ctx.dialect, 'institutes.name', text),
        prefixMatch(ctx.dialect, 'institutes.slug', text),
      ]),
    );
  }
  const page = await keysetPage(ctx.db, query, { sort: order, cursor: body.cursor, limit: body.limit });
  return {
    ...page,
    items: page.items.map((row) =>
      instituteRowToInstitute(row, {
        teams: Number(row.count_teams),
        members: Number(row.count_members),
        supervisors: Number(row.count_supervisors),
        courses: Number(row.count_courses),
        pending_invitations: Number(row.count_pending),
      }),
    ),
  };
}

export async function getInstitute(
  ctx: AppContext,
  idOrSlug: string,
  t: TFunction,
): Promise<InstituteDetail> {
  const row = await requireInstitute(ctx, idOrSlug, t);
  const [institute, teams, members, supervisors, courses] = await Promise.all([
    withCounts(ctx, row),
    listTeams(ctx.db, row.id),
    countMembersByTeam(ctx.db, row.id),
    listSupervisors(ctx.db, row.id),
    listAssignedCourses(ctx.db, row.id),
  ]);
  return {
    ...institute,
    teams: teams.map((team) => teamRowToTeam(team, members.get(team.id) ?? 0)),
    supervisors,
    courses,
  };
}

/** An app address that is not the institute's current logo: a logo is uploaded through `institute/logo`. */
function foreignLogo(t: TFunction): AppError {
  return new AppError('VALIDATION_FAILED', {
    fields: [{ field: 'logo_url', code: 'logo_upload', message: t('institutes:errors.logoUpload') }],
  });
}
