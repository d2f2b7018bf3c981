import { randomUUID } from 'node:crypto';
import { ROLE } from '@ailab/core/roles/roles';
import type { AppContext } from '../../app-context';
import { newUserRow } from '../../identity/new-user-row';
import { findRolesOfUser, grantRoles } from '../../identity/user-roles.repository';
import { findUserByEmail } from '../../identity/users.repository';
import { type DemoStudy, recordDemoStudies } from '../learning/learning.port';
import { monogramLogoPng } from './demo-logo-png';
import { DEMO_FIRST_NAMES, DEMO_INSTITUTES, DEMO_LAST_NAMES } from './demo-roster';
import { storeInstituteLogo } from './institute-logo.service';
import { newInvitationToken } from './invitations.service';

const DAY = 86_400_000;
const LEARNERS_PER_TEAM = 10;

/** A deterministic mix of progress: index → units done (1000: all) and how long ago the learner began. */
function studyPlan(index: number): { units: number; startedDaysAgo: number; quiz: number } {
  switch (index % 6) {
    case 0:
      return { units: 1000, startedDaysAgo: 30 + (index % 9), quiz: 85 + (index % 3) * 5 };
    case 1:
      return { units: 1, startedDaysAgo: 35 + (index % 7), quiz: 60 }; // stalled for weeks
    case 2:
      return { units: 2, startedDaysAgo: 3, quiz: 75 + (index % 4) * 5 };
    case 3:
      return { units: 1, startedDaysAgo: 2, quiz: 90 };
    case 4:
      return { units: 2, startedDaysAgo: 24 + (index % 5), quiz: 55 }; // stalled
    default:
      return { units: 0, startedDaysAgo: 0, quiz: 0 }; // enrolled, not started
  }
}

function demoLearner(nowIso: string, index: number, domain: string) {
  const userName = `demo-learner-${String(index + 1).padStart(2, '0')}`;
  return newUserRow(nowIso, {
    email: `${userName}@${domain}`,
    first_name: DEMO_FIRST_NAMES[index % DEMO_FIRST_NAMES.length] ?? 'Learner',
    last_name: DEMO_LAST_NAMES[index % DEMO_LAST_NAMES.length] ?? 'Demo',
    user_name: userName,
    role_label: 'learner',
    email_verified: 1,
    language: domain.includes('kaizen') ? 'ja-JP' : 'en-US',
  });
}

/**
 * Two institutes (a university and a company academy), four teams of ten learners with varied
 * progress in the demo courses (some completed with certificates, some stalled for weeks), the
 * demo supervisor scoped to one team of the university, one pending and one expired invitation.
 * One transaction of bulk statements, so it adds little to a server's first start.
 */
export async function seedDemoInstitutes(ctx: AppContext): Promise<number> {
  const first = DEMO_INSTITUTES[0];
  if (await ctx.db.selectFrom('institutes').select('id').where('slug', '=', first.slug).executeTakeFirst())
    return 0;
  const now = ctx.now();
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const courseIds = new Map(
    (
      await ctx.db
        .selectFrom('courses')
        .select(['id', 'slug'])
        .where(
          'slug',
          'in',
          DEMO_INSTITUTES.flatMap((demo) => [...demo.courses.all, ...demo.courses.team.flat()]),
        )
        .where('state', '=', 'published')
        .execute()
    ).map((row) => [row.slug, row.id]),
  );
  const teamIdsBySlug = new Map<string, string[]>();
  const instituteIds = new Map<string, string>();
  await ctx.db.transaction().execute(async (trx) => {
    let learnerIndex = 0;
    const studies: DemoStudy[] = [];
    for (const demo of DEMO_INSTITUTES) {
      const instituteId = randomUUID();
      instituteIds.set(demo.slug, instituteId);
      await trx
        .insertInto('institutes')
        .values({
          id: instituteId,
          slug: demo.slug,
          name: demo.name,
          kind: demo.kind,
          country: demo.country,
          time_zone: demo.time_zone,
          website: demo.website,
          logo_url: null,
          logo_media_id: null,
          email_domains: JSON.stringify([demo.domain]),
          status: 'active',
          archived_at: null,
          created_at: at(60),
          updated_at: at(60),
        })
        .execute();
      const teamIds = demo.teams.map(() => randomUUID());
      teamIdsBySlug.set(demo.slug, teamIds);
      await trx
        .insertInto('institute_teams')
        .values(
          demo.teams.map((name, i) => ({
            id: teamIds[i] ?? '',
            institute_id: instituteId,
            name,
            status: 'open',
            created_at: at(60),
            closed_at: null,
          })),
        )
        .execute();
      const assignments = [
        ...demo.courses.all.map((slug) => ({ slug, team: null as number | null })),
        ...demo.courses.team.flatMap((slugs, team) => slugs.map((slug) => ({ slug, team }))),
      ].filter((assignment) => courseIds.has(assignment.slug));
      if (assignments.length)
        await trx
          .insertInto('institute_courses')
          .values(
            assignments.map((assignment) => {
              const teamId = assignment.team === null ? null : (teamIds[assignment.team] ?? null);
              return {
                id: randomUUID(),
                institute_id: instituteId,
                course_id: courseIds.get(assignment.slug) ?? '',
                team_id: teamId,
                scope_key: teamId ?? '*',
                assigned_by: null,
                assigned_at: at(50),
                unassigned_at: null,
              };
            }),
          )
          .execute();
      const learners = Array.from({ length: LEARNERS_PER_TEAM * demo.teams.length }, () =>
        demoLearner(at(58), learnerIndex++, demo.domain),
      );
      await trx.insertInto('users').values(learners).execute();
      await trx
        .insertInto('user_roles')
        .values(learners.map((learner) => ({ user_id: learner.id, role: ROLE.learner, granted_at: at(58) })))
        .execute();
      const members = learners.flatMap((learner, i) => {
        const team = Math.floor(i / LEARNERS_PER_TEAM);
        // One learner per team moved teams a month ago: the history keeps where they were.
        const moved = i % LEARNERS_PER_TEAM === 9;
        const current = {
          id: randomUUID(),
          institute_id: instituteId,
          user_id: learner.id,
          team_id: teamIds[team] ?? null,
          from_at: at(moved ? 30 : 55),
          until_at: null,
        };
        const earlier = {
          ...current,
          id: randomUUID(),
          team_id: teamIds[(team + 1) % teamIds.length] ?? null,
          from_at: at(55),
          until_at: at(30),
        };
        return moved ? [earlier, current] : [current];
      });
      await trx.insertInto('institute_members').values(members).execute();
      learners.forEach((learner, i) => {
        const team = Math.floor(i / LEARNERS_PER_TEAM);
        const mine = assignments.filter((assignment) => assignment.team === null || assignment.team === team);
        mine.forEach((assignment, c) => {
          // The same pace in every course, except that some active learners let their second course slide.
          const plan = studyPlan(i * 7 + (c > 0 && i % 6 === 2 ? 2 : 0));
          studies.push({
            userId: learner.id,
            courseId: courseIds.get(assignment.slug) ?? '',
            enrolledAt: new Date(now.getTime() - 45 * DAY),
            unitsDone: plan.units,
            startedAt: new Date(now.getTime() - plan.startedDaysAgo * DAY),
            quizPercent: plan.quiz,
            // About one learner in three agreed to appear on the public leaderboard.
            showOnLeaderboard: i % 3 === 0,
          });
        });
      });
    }
    await recordDemoStudies(trx, studies);
  });
  await seedDemoSupervision(ctx, instituteIds, teamIdsBySlug);
  await seedDemoLogos(ctx, instituteIds);
  return DEMO_INSTITUTES.length;
}

async function seedDemoSupervision(
  ctx: AppContext,
  instituteIds: Map<string, string>,
  teamIdsBySlug: Map<string, string[]>,
): Promise<void> {
  const now = ctx.now();
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const university = instituteIds.get('northfield-university') ?? '';
  const academy = instituteIds.get('kaizen-works-academy') ?? '';
  const firstTeam = teamIdsBySlug.get('northfield-university')?.[0] ?? null;
  const platformTeam = teamIdsBySlug.get('kaizen-works-academy')?.[0] ?? null;
  const supervisor = await findUserByEmail(ctx.db, 'supervisor@example.com');
  await ctx.db.transaction().execute(async (trx) => {
    if (supervisor && firstTeam) {
      const invitationId = randomUUID();
      await trx
        .insertInto('supervisor_invitations')
        .values({
          id: invitationId,
          institute_id: university,
          email: supervisor.email,
          team_ids: JSON.stringify([firstTeam]),
          scope_key: firstTeam,
          status: 'accepted',
          token_hash: newInvitationToken().hash,
          invited_by: null,
          accepted_by: supervisor.id,
          created_at: at(-40),
          expires_at: at(-26),
          responded_at: at(-39),
        })
        .execute();
      await trx
        .insertInto('supervisor_scopes')
        .values({
          id: randomUUID(),
          institute_id: university,
          user_id: supervisor.id,
          team_id: firstTeam,
          scope_key: firstTeam,
          invitation_id: invitationId,
          granted_at: at(-39),
        })
        .execute();
      if (!(await findRolesOfUser(trx, supervisor.id)).includes(ROLE.instituteAdmin))
        await grantRoles(trx, supervisor.id, [ROLE.instituteAdmin], at(-39));
    }
    await trx
      .insertInto('supervisor_invitations')
      .values([
        {
          id: randomUUID(),
          institute_id: university,
          email: 'dean.office@northfield.example.edu',
          team_ids: '[]',
          scope_key: '*',
          status: 'pending',
          token_hash: newInvitationToken().hash,
          invited_by: null,
          accepted_by: null,
          created_at: at(-2),
          expires_at: at(12),
          responded_at: null,
        },
        {
          id: randomUUID(),
          institute_id: academy,
          email: 'team.lead@kaizen-works.example.com',
          team_ids: JSON.stringify(platformTeam ? [platformTeam] : []),
          scope_key: platformTeam ?? '*',
          status: 'pending',
          token_hash: newInvitationToken().hash,
          invited_by: null,
          accepted_by: null,
          created_at: at(-20),
          expires_at: at(-6),
          responded_at: null,
        },
      ])
      .execute();
  });
}

/** Each demo institute's monogram logo, stored through the shared upload service as the logo upload does. */
async function seedDemoLogos(ctx: AppContext, instituteIds: ReadonlyMap<string, string>): Promise<void> {
  const owner = await findUserByEmail(ctx.db, 'staff@example.com');
  if (!owner) return;
  const t = ctx.i18n.getFixedT('en-US');
  for (const demo of DEMO_INSTITUTES) {
    const instituteId = instituteIds.get(demo.slug);
    if (instituteId)
      await storeInstituteLogo(
        ctx,
        owner.id,
        instituteId,
        monogramLogoPng(demo.logo.letters, demo.logo.colour),
        t,
        null,
      );
  }
}
