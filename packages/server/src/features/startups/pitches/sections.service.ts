import { randomUUID } from 'node:crypto';
import type { Section } from '@ailab/core/contract/startups/pitch.schemas';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { requireActive } from '../businesses/startup-access';
import { requireSection } from './pitch-access';
import { sectionToWire } from './pitch-mapper';
import {
  findSectionById,
  imagesOf,
  insertRevision,
  type RevisionRow,
  revisionsOf,
  saveSectionFromVersion,
  updatePitchRow,
} from './pitches.repository';
import { sectionDiff } from './section-diff';

const provenanceOf = (row: RevisionRow) => {
  if (!row.provenance) return null;
  const parsed = JSON.parse(row.provenance) as { model?: string | null; sources?: string[] };
  return { model: parsed.model ?? null, sources: parsed.sources ?? [] };
};

/** A section, and with `history` its revisions, newest first, each with the diff from the one before. */
export async function sectionFor(ctx: AppContext, caller: Caller, id: string, history: boolean) {
  const { section } = await requireSection(ctx.db, caller.user.id, id);
  const images = await imagesOf(ctx.db, [section.id]);
  if (!history) return { section: sectionToWire(section, images), revisions: [] };
  const rows = await revisionsOf(ctx.db, section.id);
  const revisions = rows.map((row, index) => {
    const previous = rows[index + 1];
    const author = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
    return {
      version: row.version,
      title: row.title,
      source: row.source,
      provenance: provenanceOf(row),
      author_name: author === '' ? null : author,
      created_at: row.created_at,
      diff: sectionDiff(previous?.body ?? '', row.body),
    };
  });
  return { section: sectionToWire(section, images), revisions };
}

/** What one save writes: the new text and, for a generated draft, where it came from. */
export interface SectionSave {
  title?: string;
  body: string;
  source: RevisionRow['source'];
  provenance?: { model: string | null; sources: string[] };
}

/**
 * Saves a section from `version` as a new revision. The conditional update decides races: two editors
 * saving from one version get one success and one 409 STALE_VERSION (nothing of theirs is written).
 */
export async function saveSection(
  ctx: AppContext,
  db: Kysely<Database>,
  authorId: string | null,
  sectionId: string,
  version: number,
  save: SectionSave,
): Promise<void> {
  const current = await findSectionById(db, sectionId);
  if (!current) throw new AppError('NOT_FOUND');
  const nowIso = ctx.now().toISOString();
  const title = save.title ?? current.title;
  await db.transaction().execute(async (trx) => {
    const saved = await saveSectionFromVersion(trx, sectionId, version, {
      title,
      body: save.body,
      updated_by: authorId,
      updated_at: nowIso,
    });
    if (!saved) throw new AppError('STALE_VERSION', { params: { version: current.version } });
    await insertRevision(trx, {
      id: randomUUID(),
      section_id: sectionId,
      version: version + 1,
      title,
      body: save.body,
      source: save.source,
      provenance: save.provenance ? JSON.stringify(save.provenance) : null,
      author_id: authorId,
      created_at: nowIso,
    });
    await updatePitchRow(trx, current.pitch_id, { updated_at: nowIso });
  });
}

export async function updateSection(
  ctx: AppContext,
  caller: Caller,
  input: { id: string; version: number; title?: string; body: string },
): Promise<Section> {
  const { section, startup } = await requireSection(ctx.db, caller.user.id, input.id);
  requireActive(startup);
  await saveSection(ctx, ctx.db, caller.user.id, section.id, input.version, {
    title: input.title,
    body: input.body,
    source: 'edit',
  });
  const after = await findSectionById(ctx.db, section.id);
  if (!after) throw new AppError('NOT_FOUND');
  return sectionToWire(after, await imagesOf(ctx.db, [section.id]));
}
