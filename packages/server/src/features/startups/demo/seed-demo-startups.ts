import { randomUUID } from 'node:crypto';
import { ROLE } from '@ailab/core/roles/roles';
import type { AppContext } from '../../../app-context';
import { newUserRow } from '../../../identity/new-user-row';
import { grantRoles } from '../../../identity/user-roles.repository';
import { findUserByEmail, insertUser } from '../../../identity/users.repository';
import { IMAGE_TYPES } from '../../../media/media-types';
import { storeUpload } from '../../../media/store-upload';
import { hashPassword } from '../../../security/passwords';
import { DEMO_PASSWORD } from '../../../seed/seed-accounts';
import { createStartup } from '../businesses/create-startup';
import { slugifyName } from '../businesses/slug';
import { isStartupSlugTaken } from '../businesses/startups.repository';
import { refreshPitchMatches } from '../investors/pitch-matches.repository';
import { appendSection } from '../pitches/pitches.service';
import { SECTION_IMAGE_KIND } from '../pitches/section-images.service';
import { seedDemoShares } from '../shares/seed-demo-shares';
import { barChartPng } from './demo-png';
import { DEMO_INVESTORS, DEMO_STARTUPS, type DemoStartup } from './demo-startups.data';

const DAY = 86_400_000;

async function seedStartup(ctx: AppContext, demo: DemoStartup, index: number): Promise<string | null> {
  if (await isStartupSlugTaken(ctx.db, slugifyName(demo.name))) return null;
  const owner = await findUserByEmail(ctx.db, demo.owner);
  if (!owner) return null;
  const t = ctx.i18n.getFixedT('en-US');
  const now = ctx.now();
  const activatedAt = new Date(now.getTime() - (index + 2) * DAY).toISOString();
  const pitchId = randomUUID();
  const chartSection = await ctx.db.transaction().execute(async (trx) => {
    const startup = await createStartup(
      trx,
      owner.id,
      {
        name: demo.name,
        one_liner: demo.oneLiner,
        description: demo.description,
        website: demo.website,
        stage: demo.stage,
        industries: demo.industries,
        country: demo.country,
        founded_on: `${2019 + index}-0${(index % 9) + 1}-15`,
        team_size: 3 + index * 4,
        listed_on_fundraising: demo.listed,
      },
      now,
    );
    await trx
      .insertInto('pitches')
      .values({
        id: pitchId,
        startup_id: startup.id,
        title: t('startups:demo.pitchTitle'),
        audience: 'investors',
        status: demo.pitchStatus,
        created_by: owner.id,
        activated_at: demo.pitchStatus === 'active' ? activatedAt : null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    let chart = '';
    for (const [position, [kind, body]] of Object.entries(demo.sections).entries()) {
      const id = await appendSection(
        trx,
        pitchId,
        { kind, title: t(`startups:sections.${kind}`), body, position },
        owner.id,
        now.toISOString(),
      );
      if (kind === demo.chart.section) chart = id;
    }
    const facts = [
      { kind: 'amount_raising', label: 'Amount raising', value: { type: 'money', ...demo.raising } },
      ...demo.facts.map((fact) => ({
        kind: fact.kind,
        label: fact.label,
        value:
          fact.kind === 'growth'
            ? { type: 'percentage', number: fact.value }
            : { type: 'number', number: fact.value },
      })),
    ];
    for (const [position, fact] of facts.entries())
      await trx
        .insertInto('pitch_fields')
        .values({
          id: randomUUID(),
          pitch_id: pitchId,
          kind: fact.kind,
          label: fact.label,
          value_type: fact.value.type as 'money',
          value: JSON.stringify(fact.value),
          amount: fact.kind === 'amount_raising' ? demo.raising.amount : null,
          currency: fact.kind === 'amount_raising' ? demo.raising.currency : null,
          position,
          image_path: null,
          image_media_id: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
    await refreshPitchMatches(trx, [startup.id]);
    return chart;
  });
  await storeUpload(
    ctx,
    {
      ownerId: owner.id,
      kind: SECTION_IMAGE_KIND,
      bytes: barChartPng(demo.chart.bars, demo.chart.colour),
      accept: IMAGE_TYPES,
      t,
    },
    async (trx, media) => {
      await trx
        .insertInto('pitch_section_images')
        .values({
          id: randomUUID(),
          section_id: chartSection,
          media_id: media.id,
          path: media.path,
          mime: media.mime,
          size: media.size,
          position: 0,
          caption: demo.chart.caption,
          created_at: now.toISOString(),
        })
        .execute();
      return [];
    },
  );
  return pitchId;
}

async function seedInvestor(ctx: AppContext, demo: (typeof DEMO_INVESTORS)[number]): Promise<string> {
  const nowIso = ctx.now().toISOString();
  let user = await findUserByEmail(ctx.db, demo.email);
  if (!user) {
    const row = newUserRow(nowIso, {
      email: demo.email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      first_name: 'first' in demo ? demo.first : 'Demo',
      last_name: 'last' in demo ? demo.last : 'Investor',
      user_name: demo.email.split('@')[0] ?? 'investor',
      role_label: 'investor',
      email_verified: 1,
    });
    await insertUser(ctx.db, row);
    user = await findUserByEmail(ctx.db, demo.email);
  }
  if (!user) throw new Error(`demo investor ${demo.email} could not be created`);
  await grantRoles(ctx.db, user.id, [ROLE.investment], nowIso);
  await ctx.db
    .insertInto('investor_profiles')
    .values({
      user_id: user.id,
      firm: demo.firm,
      thesis: demo.thesis,
      stages: JSON.stringify(demo.stages),
      sectors: JSON.stringify(demo.sectors),
      geographies: JSON.stringify(demo.geographies),
      portfolio_links: JSON.stringify(demo.portfolio),
      cheque_min: demo.chequeMin,
      cheque_max: demo.chequeMax,
      currency: demo.currency,
      open_to_intros: 1,
      count_views: 1,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return user.id;
}

/**
 * The studio's demo: five startups across stages and industries with full pitches and generated chart
 * images, three listed on /fundraising, two investors with different theses, their interest and one intro,
 * and a shared link with views on the first pitch.
 */
export async function seedDemoStartups(ctx: AppContext): Promise<number> {
  const pitches: (string | null)[] = [];
  for (const [index, demo] of DEMO_STARTUPS.entries()) pitches.push(await seedStartup(ctx, demo, index));
  const [semilla, greenline] = [
    await seedInvestor(ctx, DEMO_INVESTORS[0]),
    await seedInvestor(ctx, DEMO_INVESTORS[1]),
  ];
  const [firstPitch, firstDemo] = [pitches[0], DEMO_STARTUPS[0]];
  const firstOwner = firstDemo ? await findUserByEmail(ctx.db, firstDemo.owner) : undefined;
  if (firstPitch && firstOwner) await seedDemoShares(ctx, firstPitch, firstOwner.id);
  const nowIso = ctx.now().toISOString();
  const interests = [
    {
      pitch: pitches[0],
      investor: semilla,
      signal: 'intro_requested',
      stage: 'meeting',
      notes: 'Loss rate looks real; ask for the cohort data.',
      agreed: true,
    },
    {
      pitch: pitches[1],
      investor: semilla,
      signal: 'interested',
      stage: 'interested',
      notes: '',
      agreed: false,
    },
    {
      pitch: pitches[2],
      investor: greenline,
      signal: 'intro_requested',
      stage: 'interested',
      notes: 'Check the capacity-market timeline.',
      agreed: false,
    },
    {
      pitch: pitches[4],
      investor: greenline,
      signal: 'interested',
      stage: 'due_diligence',
      notes: 'Water savings need a third-party check.',
      agreed: false,
    },
  ] as const;
  for (const item of interests) {
    if (!item.pitch) continue;
    await ctx.db
      .insertInto('investor_interests')
      .values({
        id: randomUUID(),
        pitch_id: item.pitch,
        investor_id: item.investor,
        signal: item.signal,
        stage: item.stage,
        notes: item.notes,
        founder_agreed_at: item.agreed ? nowIso : null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .onConflict((oc) => oc.columns(['pitch_id', 'investor_id']).doNothing())
      .execute();
  }
  const created = pitches.filter((id) => id !== null);
  return created.length;
}
