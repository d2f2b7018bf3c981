import { randomUUID } from 'node:crypto';
import type { ListPage } from '@ailab/core/contract/schemas/page-limits';
import {
  DEFAULT_SECTION_KINDS,
  PITCH_SECTIONS_MAX,
  type Pitch,
  type PitchContent,
  type PitchStatus,
  type PitchUpdateInput,
} from '@ailab/core/contract/startups/pitch.schemas';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../app-context';
import { keysetPage, keysetSort } from '../../../db/keyset-page';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { MANAGERS, requireActive, requireMember } from '../businesses/startup-access';
import { findModulesOf, type StartupRow } from '../businesses/startups.repository';
import { refreshPitchMatches } from '../investors/pitch-matches.repository';
import { lockStartups } from '../lock-startups';
import { requireSameIds } from '../same-ids';
import { requirePitch } from './pitch-access';
import { pitchContent, pitchToWire } from './pitch-mapper';
import {
  deleteSection,
  findPitchById,
  insertPitch,
  insertRevision,
  insertSection,
  type PitchRow,
  sectionsOf,
  setSectionPosition,
  updatePitchRow,
} from './pitches.repository';

/** The pitch builder is a module: a startup without it cannot make pitches. */
export async function requirePitchBuilder(db: Kysely<Database>, startup: StartupRow): Promise<void> {
  const modules = await findModulesOf(db, [startup.id]);
  if (!modules.some((row) => row.module === 'pitch_builder'))
    throw new AppError('FORBIDDEN', { messageKey: 'startups:errors.moduleOff' });
}

/** Adds a section at the end (version 1, with its first revision). */
export async function appendSection(
  trx: Kysely<Database>,
  pitchId: string,
  section: { kind: string; title: string; body?: string; position: number },
  authorId: string | null,
  nowIso: string,
): Promise<string> {
  const id = randomUUID();
  const body = section.body ?? '';
  await insertSection(trx, {
    id,
    pitch_id: pitchId,
    kind: section.kind,
    title: section.title,
    body,
    position: section.position,
    version: 1,
    updated_by: authorId,
    updated_at: nowIso,
  });
  await insertRevision(trx, {
    id: randomUUID(),
    section_id: id,
    version: 1,
    title: section.title,
    body,
    source: 'edit',
    provenance: null,
    author_id: authorId,
    created_at: nowIso,
  });
  return id;
}

/** Creates a pitch, by default with the eight template sections titled in the creator's language. */
export async function addPitch(
  ctx: AppContext,
  caller: Caller,
  input: { startup_id: string; title: string; audience: Pitch['audience']; template: boolean },
  t: TFunction,
): Promise<Pitch> {
  const { startup } = await requireMember(ctx.db, caller.user.id, input.startup_id);
  requireActive(startup);
  await requirePitchBuilder(ctx.db, startup);
  const nowIso = ctx.now().toISOString();
  const row: PitchRow = {
    id: randomUUID(),
    startup_id: startup.id,
    title: input.title,
    audience: input.audience,
    status: 'draft',
    created_by: caller.user.id,
    activated_at: null,
    created_at: nowIso,
    updated_at: nowIso,
  };
  const kinds = input.template ? DEFAULT_SECTION_KINDS : [];
  await ctx.db.transaction().execute(async (trx) => {
    await insertPitch(trx, row);
    for (const [position, kind] of kinds.entries())
      await appendSection(
        trx,
        row.id,
        { kind, title: t(`startups:sections.${kind}`), position },
        caller.user.id,
        nowIso,
      );
  });
  return pitchToWire(row, startup.name, kinds.length);
}

/** The pitches of every startup the caller is a member of. */
export async function listMyPitches(
  ctx: AppContext,
  caller: Caller,
  body: {
    startup_id?: string;
    status?: PitchStatus;
    query?: string;
    sort?: 'updated_at' | '-updated_at' | 'title' | '-title';
    cursor?: string;
    limit: number;
  },
): Promise<ListPage<Pitch>> {
  let query = ctx.db
    .selectFrom('pitches')
    .innerJoin('startup_members', 'startup_members.startup_id', 'pitches.startup_id')
    .innerJoin('startups', 'startups.id', 'pitches.startup_id')
    .selectAll('pitches')
    .select('startups.name as startup_name')
    .where('startup_members.user_id', '=', caller.user.id);
  if (body.startup_id) query = query.where('pitches.startup_id', '=', body.startup_id);
  if (body.status) query = query.where('pitches.status', '=', body.status);
  const sort = keysetSort(
    'pitches.mine',
    body.sort,
    '-updated_at',
    { updated_at: 'pitches.updated_at', title: 'pitches.title' },
    'pitches.id',
  );
  const page = await keysetPage(ctx.db, query, { sort, cursor: body.cursor, limit: body.limit });
  const sections = await sectionsOf(
    ctx.db,
    page.items.map((row) => row.id),
  );
  return {
    ...page,
    items: page.items.map((row) =>
      pitchToWire(row, row.startup_name, sections.filter((section) => section.pitch_id === row.id).length),
    ),
  };
}

export async function pitchContentFor(ctx: AppContext, caller: Caller, id: string): Promise<PitchContent> {
  const { pitch, startup } = await requirePitch(ctx.db, caller.user.id, id);
  return pitchContent(ctx.db, pitch, startup);
}

/** Title and audience, section order, adding and removing sections. */
export async function updatePitch(
  ctx: AppContext,
  caller: Caller,
  input: PitchUpdateInput,
): Promise<PitchContent> {
  const { pitch, startup } = await requirePitch(ctx.db, caller.user.id, input.id);
  requireActive(startup);
  const nowIso = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    // Before the sections are read: parallel adds get distinct, dense positions, a reorder sees every section.
    await lockStartups(trx, [startup.id]);
    const sections = await sectionsOf(trx, [pitch.id]);
    if (input.action === 'edit') {
      await updatePitchRow(trx, pitch.id, {
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.audience === undefined ? {} : { audience: input.audience }),
      });
    } else if (input.action === 'reorder') {
      requireSameIds(
        sections.map((section) => section.id),
        input.section_ids,
      );
      for (const [position, id] of input.section_ids.entries()) await setSectionPosition(trx, id, position);
    } else if (input.action === 'add_section') {
      if (sections.length >= PITCH_SECTIONS_MAX)
        throw new AppError('CONFLICT', {
          messageKey: 'startups:errors.tooManySections',
          params: { max: PITCH_SECTIONS_MAX },
        });
      const last = sections.at(-1)?.position ?? -1;
      await appendSection(
        trx,
        pitch.id,
        { kind: input.kind, title: input.title, position: last + 1 },
        caller.user.id,
        nowIso,
      );
    } else {
      if (!sections.some((section) => section.id === input.section_id)) throw new AppError('NOT_FOUND');
      await deleteSection(trx, input.section_id);
    }
    await updatePitchRow(trx, pitch.id, { updated_at: nowIso });
    if (input.action === 'edit') await refreshPitchMatches(trx, [startup.id]);
  });
  const after = await findPitchById(ctx.db, pitch.id);
  if (!after) throw new AppError('NOT_FOUND');
  return pitchContent(ctx.db, after, startup);
}

const TRANSITIONS: Record<PitchStatus, readonly PitchStatus[]> = {
  draft: ['active'],
  active: ['closed'],
  closed: ['active'],
};

/** draft → active → closed (and closed → active again); owner and admins only. */
export async function changePitchStatus(ctx: AppContext, caller: Caller, id: string, status: PitchStatus) {
  const { pitch, startup } = await requirePitch(ctx.db, caller.user.id, id, MANAGERS);
  requireActive(startup);
  if (pitch.status !== status) {
    if (!TRANSITIONS[pitch.status].includes(status))
      throw new AppError('CONFLICT', {
        messageKey: 'startups:errors.statusChange',
        params: { from: pitch.status, to: status },
      });
    const nowIso = ctx.now().toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      await updatePitchRow(trx, pitch.id, {
        status,
        updated_at: nowIso,
        ...(status === 'active' ? { activated_at: nowIso } : {}),
      });
      await refreshPitchMatches(trx, [startup.id]);
    });
  }
  const after = await findPitchById(ctx.db, pitch.id);
  if (!after) throw new AppError('NOT_FOUND');
  const sections = await sectionsOf(ctx.db, [after.id]);
  const visible: ('team' | 'investors' | 'public')[] = ['team'];
  if (after.status === 'active') visible.push('investors');
  if (after.status === 'active' && startup.listed_on_fundraising === 1) visible.push('public');
  return { pitch: pitchToWire(after, startup.name, sections.length), visible_to: visible };
}
