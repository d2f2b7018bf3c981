import type {
  InstituteAuditBody,
  InstituteAuditEntry,
} from '@ailab/core/contract/institutes/institute-audit.schemas';
import type { ListPage } from '@ailab/core/contract/schemas/list';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { courseBriefs } from '../learning/learning.port';
import { requireInstitute } from './institute-admin.service';

/** The ids an institute's audit entry may hold in its before/after snapshots. */
interface Mentions {
  userId: string | null;
  teamIds: string[];
  courseId: string | null;
  invitationId: string | null;
  email: string | null;
  teamName: string | null;
}

function record(value: string | null): Record<string, unknown> {
  if (value === null) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** What one entry names, read from both snapshots (a move names the old team, then the new). */
function mentionsOf(row: { target_type: string; before: string | null; after: string | null }): Mentions {
  const before = record(row.before);
  const after = record(row.after);
  const either = (key: string) => text(after[key]) ?? text(before[key]);
  const teamIds: string[] = [];
  const addTeam = (value: unknown) => {
    const id = text(value);
    if (id && !teamIds.includes(id)) teamIds.push(id);
  };
  if (row.target_type === 'institute_team') {
    return {
      userId: null,
      teamIds: [],
      courseId: null,
      invitationId: null,
      email: null,
      teamName: either('name'),
    };
  }
  addTeam(before.team_id);
  addTeam(after.team_id);
  for (const list of [before.team_ids, after.team_ids]) if (Array.isArray(list)) list.forEach(addTeam);
  return {
    userId: either('user_id'),
    teamIds,
    courseId: either('course_id'),
    invitationId: either('invitation_id'),
    email: either('email'),
    teamName: null,
  };
}

/**
 * One page of an institute's audit entries (those about the institute and about its teams), newest
 * first, with the member, team, course and invited address named instead of their ids.
 */
export async function instituteAudit(
  ctx: AppContext,
  body: InstituteAuditBody,
  t: TFunction,
): Promise<ListPage<InstituteAuditEntry>> {
  const institute = await requireInstitute(ctx, body.institute_id, t);
  const query = ctx.db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.target_type',
      'audit_log.before',
      'audit_log.after',
      'audit_log.created_at',
      'users.email as actor_email',
      'users.first_name as actor_first_name',
      'users.last_name as actor_last_name',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('audit_log.target_type', '=', 'institute'), eb('audit_log.target_id', '=', institute.id)]),
        eb.and([
          eb('audit_log.target_type', '=', 'institute_team'),
          eb(
            'audit_log.target_id',
            'in',
            eb.selectFrom('institute_teams').select('id').where('institute_id', '=', institute.id),
          ),
        ]),
      ]),
    );
  const sort = keysetSort(
    'institutes.audit',
    body.sort,
    '-created_at',
    { created_at: 'audit_log.created_at' },
    'audit_log.id',
  );
  const page = await keysetPage(ctx.db, query, { sort, cursor: body.cursor, limit: body.limit });
  const mentions = page.items.map(mentionsOf);
  const names = await resolveNames(ctx, institute.id, mentions);
  return {
    ...page,
    items: page.items.map((row, index) => {
      const said = mentions[index] as Mentions;
      const member = said.userId ? names.users.get(said.userId) : undefined;
      const teams = said.teamName
        ? [said.teamName]
        : said.teamIds.flatMap((id) => {
            const name = names.teams.get(id);
            return name ? [name] : [];
          });
      return {
        id: row.id,
        action: row.action,
        actor: row.actor_email
          ? {
              name: `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim(),
              email: row.actor_email,
            }
          : null,
        created_at: row.created_at,
        member: member ?? null,
        teams,
        course: said.courseId ? (names.courses.get(said.courseId) ?? null) : null,
        email: said.email ?? (said.invitationId ? (names.invitations.get(said.invitationId) ?? null) : null),
      };
    }),
  };
}

/** The names behind the ids one page mentions, in one query per kind. */
async function resolveNames(ctx: AppContext, instituteId: string, mentions: readonly Mentions[]) {
  const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  const userIds = unique(mentions.map((m) => m.userId));
  const courseIds = unique(mentions.map((m) => m.courseId));
  const invitationIds = unique(mentions.map((m) => m.invitationId));
  const [users, teams, courses, invitations] = await Promise.all([
    userIds.length
      ? ctx.db
          .selectFrom('users')
          .select(['id', 'email', 'first_name', 'last_name'])
          .where('id', 'in', userIds)
          .execute()
      : [],
    ctx.db
      .selectFrom('institute_teams')
      .select(['id', 'name'])
      .where('institute_id', '=', instituteId)
      .execute(),
    courseBriefs(ctx.db, courseIds),
    invitationIds.length
      ? ctx.db
          .selectFrom('supervisor_invitations')
          .select(['id', 'email'])
          .where('id', 'in', invitationIds)
          .execute()
      : [],
  ]);
  return {
    users: new Map(
      users.map((u) => [u.id, { name: `${u.first_name} ${u.last_name}`.trim(), email: u.email }]),
    ),
    teams: new Map(teams.map((team) => [team.id, team.name])),
    courses: new Map(courses.map((course) => [course.id, course.title])),
    invitations: new Map(invitations.map((row) => [row.id, row.email])),
  };
}
