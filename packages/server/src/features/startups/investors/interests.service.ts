import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { findUserById } from '../../../identity/users.repository';
import { enqueueMail } from '../../../jobs/mail-job';
import { MANAGERS } from '../businesses/startup-access';
import { findStartupById } from '../businesses/startups.repository';
import { requirePitch } from '../pitches/pitch-access';
import type { InvestorInterestsTable } from '../startups.tables';
import { investorPitch } from './investor-pitches.service';

type Signal = InvestorInterestsTable['signal'];
type Stage = InvestorInterestsTable['stage'];

const nameOf = (user: { first_name: string; last_name: string; email: string }) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

/** The investor's pipeline: their signals, stages and private notes, with the founder's contact once agreed. */
export async function pipelineOf(ctx: AppContext, investorId: string) {
  const rows = await ctx.db
    .selectFrom('investor_interests')
    .innerJoin('pitches', 'pitches.id', 'investor_interests.pitch_id')
    .innerJoin('startups', 'startups.id', 'pitches.startup_id')
    .innerJoin('users as owner', 'owner.id', 'startups.owner_id')
    .selectAll('investor_interests')
    .select([
      'pitches.title',
      'startups.name as startup_name',
      'owner.first_name',
      'owner.last_name',
      'owner.email',
    ])
    .where('investor_interests.investor_id', '=', investorId)
    .orderBy('investor_interests.updated_at', 'desc')
    .execute();
  return {
    items: rows.map((row) => ({
      interest_id: row.id,
      pitch_id: row.pitch_id,
      title: row.title,
      startup_name: row.startup_name,
      signal: row.signal,
      stage: row.stage,
      notes: row.notes,
      intro:
        row.signal === 'intro_requested' && row.founder_agreed_at
          ? { name: nameOf(row), email: row.email }
          : null,
      updated_at: row.updated_at,
    })),
  };
}

/** Marks an active pitch as interesting, asks for an intro, or passes (one row per investor and pitch). */
export async function signalInterest(ctx: AppContext, caller: Caller, pitchId: string, signal: Signal) {
  await investorPitch(ctx, pitchId);
  const nowIso = ctx.now().toISOString();
  const stage: Stage = signal === 'passed' ? 'passed' : 'interested';
  await ctx.db
    .insertInto('investor_interests')
    .values({
      id: randomUUID(),
      pitch_id: pitchId,
      investor_id: caller.user.id,
      signal,
      stage,
      notes: '',
      founder_agreed_at: null,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .onConflict((oc) => oc.columns(['pitch_id', 'investor_id']).doUpdateSet({ signal, updated_at: nowIso }))
    .execute();
  if (signal === 'passed')
    await ctx.db
      .updateTable('investor_interests')
      .set({ stage: 'passed' })
      .where('pitch_id', '=', pitchId)
      .where('investor_id', '=', caller.user.id)
      .execute();
  const item = (await pipelineOf(ctx, caller.user.id)).items.find((entry) => entry.pitch_id === pitchId);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

/** The pipeline; with `update`, moves one pitch along it or edits its private notes first. */
export async function pipeline(
  ctx: AppContext,
  caller: Caller,
  update: { pitch_id: string; stage?: Stage; notes?: string } | undefined,
) {
  if (update) {
    const result = await ctx.db
      .updateTable('investor_interests')
      .set({
        ...(update.stage === undefined ? {} : { stage: update.stage }),
        ...(update.notes === undefined ? {} : { notes: update.notes }),
        updated_at: ctx.now().toISOString(),
      })
      .where('pitch_id', '=', update.pitch_id)
      .where('investor_id', '=', caller.user.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError('NOT_FOUND');
  }
  return pipelineOf(ctx, caller.user.id);
}

/**
 * Who asked about a pitch, for its founders: investors who marked it interesting or asked for an
 * intro (never those who only looked, never pipeline stages or notes). `agree_intro` (owner or admin)
 * agrees to an asked intro: both contacts are shared and both sides emailed, in one transaction.
 */
export async function pitchInterests(ctx: AppContext, caller: Caller, pitchId: string, agreeIntro?: string) {
  const { pitch } = await requirePitch(ctx.db, caller.user.id, pitchId, agreeIntro ? MANAGERS : undefined);
  if (agreeIntro) {
    const nowIso = ctx.now().toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      const agreed = await trx
        .updateTable('investor_interests')
        .set({ founder_agreed_at: nowIso, updated_at: nowIso })
        .where('id', '=', agreeIntro)
        .where('pitch_id', '=', pitch.id)
        .where('signal', '=', 'intro_requested')
        .where('founder_agreed_at', 'is', null)
        .executeTakeFirst();
      if (Number(agreed.numUpdatedRows) !== 1)
        throw new AppError('CONFLICT', { messageKey: 'startups:errors.noIntroToAgree' });
      const interest = await trx
        .selectFrom('investor_interests')
        .selectAll()
        .where('id', '=', agreeIntro)
        .executeTakeFirstOrThrow();
      const startup = await findStartupById(trx, pitch.startup_id);
      const [investor, founder] = await Promise.all([
        findUserById(trx, interest.investor_id),
        findUserById(trx, caller.user.id),
      ]);
      if (!investor || !founder || !startup) throw new AppError('NOT_FOUND');
      for (const [to, other] of [
        [investor, founder],
        [founder, investor],
      ] as const) {
        const t = ctx.i18n.getFixedT(to.language);
        const params = { startup: startup.name, name: nameOf(other), email: other.email };
        await enqueueMail(
          trx,
          ctx,
          {
            to: to.email,
            subject: t('startups:email.intro.subject', params),
            text: t('startups:email.intro.body', params),
          },
          `startup:intro:${interest.id}:${to.id}`,
        );
      }
    });
  }
  const rows = await ctx.db
    .selectFrom('investor_interests')
    .innerJoin('users', 'users.id', 'investor_interests.investor_id')
    .leftJoin('investor_profiles', 'investor_profiles.user_id', 'investor_interests.investor_id')
    .select([
      'investor_interests.id',
      'investor_interests.signal',
      'investor_interests.founder_agreed_at',
      'investor_interests.created_at',
      'users.first_name',
      'users.last_name',
      'users.email',
      'investor_profiles.firm',
    ])
    .where('investor_interests.pitch_id', '=', pitch.id)
    .where('investor_interests.signal', 'in', ['interested', 'intro_requested'])
    .orderBy('investor_interests.created_at', 'desc')
    .execute();
  return {
    items: rows.map((row) => {
      const agreed = row.signal === 'intro_requested' && row.founder_agreed_at !== null;
      return {
        interest_id: row.id,
        investor_name: nameOf(row),
        firm: row.firm ?? '',
        signal: row.signal as 'interested' | 'intro_requested',
        intro_agreed: agreed,
        intro: agreed ? { name: nameOf(row), email: row.email } : null,
        created_at: row.created_at,
      };
    }),
  };
}
