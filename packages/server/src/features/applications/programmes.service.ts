import { randomUUID } from 'node:crypto';
import type { ProgrammeSaveBody } from '@ailab/core/contract/applications/programme.schemas';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { insertOrConflict } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { findCohortTeam, listOpenCohortTeams } from '../institutes/institutes.port';
import { programmeNotFound } from './application-errors';
import { findProgrammeById, findProgrammeBySlug } from './applications.repository';
import { completePendingCohorts } from './founders-cohort';
import { decodeProgramme, toAdminProgramme, toPublicProgramme } from './programme-codec';

type SaveBody = z.output<typeof ProgrammeSaveBody>;

async function countsByProgramme(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('applications')
    .select(['programme_id', 'state', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['programme_id', 'state'])
    .execute();
  const counts = new Map<string, Record<string, number>>();
  for (const row of rows)
    counts.set(row.programme_id, { ...(counts.get(row.programme_id) ?? {}), [row.state]: Number(row.n) });
  return counts;
}

export async function listProgrammes(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('application_programmes')
    .selectAll()
    .orderBy('opens_at', 'desc')
    .execute();
  const counts = await countsByProgramme(ctx);
  return {
    items: rows.map((row) => toAdminProgramme(decodeProgramme(row), counts.get(row.id) ?? {}, ctx.now())),
  };
}

/** The open institute teams a programme may name as its cohort. */
export async function cohortTeams(ctx: AppContext) {
  const teams = await listOpenCohortTeams(ctx.db);
  return {
    items: teams.map((team) => ({
      team_id: team.id,
      team_name: team.name,
      institute_name: team.institute.name,
      open: team.open,
    })),
  };
}

/** A named cohort team that exists and is open, or a 400 naming `cohort_team_id`. */
async function checkCohortTeam(ctx: AppContext, teamId: string, t: TFunction): Promise<void> {
  const team = await findCohortTeam(ctx.db, teamId);
  if (team?.open) return;
  throw new AppError('VALIDATION_FAILED', {
    fields: [
      {
        field: 'cohort_team_id',
        code: team ? 'team_closed' : 'unknown_team',
        message: t(team ? 'applications:answers.cohort_closed' : 'applications:answers.cohort_unknown', {
          field: 'cohort_team_id',
        }),
      },
    ],
  });
}

/** Programmes a visitor may apply to now, or soon, earliest closing first. */
export async function openProgrammes(ctx: AppContext) {
  const now = ctx.now();
  const rows = await ctx.db
    .selectFrom('application_programmes')
    .selectAll()
    .where('closes_at', '>', now.toISOString())
    .orderBy('closes_at')
    .execute();
  return { items: rows.map((row) => toPublicProgramme(decodeProgramme(row), now)) };
}

export async function publicProgramme(ctx: AppContext, slug: string) {
  const programme = await findProgrammeBySlug(ctx.db, slug);
  if (!programme) throw programmeNotFound(slug);
  return toPublicProgramme(programme, ctx.now());
}

/** Creates or replaces a programme's settings; a phase move is audited like every other change. */
export async function saveProgramme(ctx: AppContext, caller: Caller, body: SaveBody, t: TFunction) {
  if (Date.parse(body.closes_at) <= Date.parse(body.opens_at))
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          field: 'closes_at',
          code: 'after_open',
          message: t('applications:answers.after_open', { field: 'closes_at' }),
        },
      ],
    });
  const questionIds = body.questions.map((question) => question.id);
  if (new Set(questionIds).size !== questionIds.length)
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          field: 'questions',
          code: 'duplicate',
          message: t('applications:answers.duplicate', { field: 'questions' }),
        },
      ],
    });
  const now = ctx.now().toISOString();
  const columns = {
    slug: body.slug,
    title: body.title,
    description: body.description,
    opens_at: body.opens_at,
    closes_at: body.closes_at,
    time_zone: body.time_zone,
    questions: JSON.stringify(body.questions),
    categories: JSON.stringify(body.categories),
    templates: JSON.stringify(body.templates),
    reviews_wanted: body.reviews_wanted,
    phase: body.phase,
    ...(body.cohort_team_id === undefined ? {} : { cohort_team_id: body.cohort_team_id }),
    updated_at: now,
  };
  const before = body.id ? await findProgrammeById(ctx.db, body.id) : undefined;
  if (body.id && !before) throw programmeNotFound(body.id);
  // A cohort is checked when it is named anew (a settings save may carry a team closed since).
  if (body.cohort_team_id && body.cohort_team_id !== before?.cohort_team_id)
    await checkCohortTeam(ctx, body.cohort_team_id, t);
  const id = body.id ?? randomUUID();
  await insertOrConflict(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        if (before)
          await trx.updateTable('application_programmes').set(columns).where('id', '=', id).execute();
        else
          await trx
            .insertInto('application_programmes')
            .values({ id, cohort_team_id: null, ...columns, created_at: now })
            .execute();
        // Naming a cohort makes the places promised to this programme's accepted founders.
        if (body.cohort_team_id)
          await completePendingCohorts(trx, ctx, caller.user.id, id, body.cohort_team_id);
        await recordAudit(trx, {
          actorId: caller.user.id,
          action: before
            ? before.phase !== body.phase
              ? 'programme.phase'
              : 'programme.update'
            : 'programme.create',
          target: { type: 'programme', id },
          before: before
            ? {
                slug: before.slug,
                phase: before.phase,
                closes_at: before.closes_at,
                cohort_team_id: before.cohort_team_id,
              }
            : null,
          after: {
            slug: body.slug,
            phase: body.phase,
            closes_at: body.closes_at,
            cohort_team_id:
              body.cohort_team_id === undefined ? (before?.cohort_team_id ?? null) : body.cohort_team_id,
          },
          at: ctx.now(),
        });
      }),
    'slug',
    t,
  );
  const saved = await findProgrammeById(ctx.db, id);
  if (!saved) throw programmeNotFound(id);
  const counts = await countsByProgramme(ctx);
  return toAdminProgramme(saved, counts.get(id) ?? {}, ctx.now());
}
