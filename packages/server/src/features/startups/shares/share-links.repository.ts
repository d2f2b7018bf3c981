import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PitchShareLinksTable, PitchShareVisitsTable } from '../startups.tables';

export type ShareLinkRow = Selectable<PitchShareLinksTable>;
export type ShareVisitRow = Selectable<PitchShareVisitsTable>;

export async function insertShareLink(db: Kysely<Database>, row: Insertable<PitchShareLinksTable>) {
  await db.insertInto('pitch_share_links').values(row).execute();
}

export function findShareLinkById(db: Kysely<Database>, id: string): Promise<ShareLinkRow | undefined> {
  return db.selectFrom('pitch_share_links').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findShareLinkByHash(db: Kysely<Database>, hash: string): Promise<ShareLinkRow | undefined> {
  return db.selectFrom('pitch_share_links').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

export function shareLinksOf(db: Kysely<Database>, pitchId: string): Promise<ShareLinkRow[]> {
  return db
    .selectFrom('pitch_share_links')
    .selectAll()
    .where('pitch_id', '=', pitchId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countShareLinks(db: Kysely<Database>, pitchId: string): Promise<number> {
  const row = await db
    .selectFrom('pitch_share_links')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('pitch_id', '=', pitchId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Visits per link: how many, distinct gate emails, the latest. */
export function visitTotals(db: Kysely<Database>, linkIds: readonly string[]) {
  if (linkIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pitch_share_visits')
    .select((eb) => [
      'link_id',
      eb.fn.countAll<number | string>().as('views'),
      eb.fn.count<number | string>('email').distinct().as('unique_viewers'),
      eb.fn.max('started_at').as('last_viewed_at'),
    ])
    .where('link_id', 'in', linkIds)
    .groupBy('link_id')
    .execute();
}

/** Time per link and section: visits that spent time there and the seconds summed. */
export function sectionTotals(db: Kysely<Database>, linkIds: readonly string[]) {
  if (linkIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pitch_share_section_times')
    .select((eb) => [
      'link_id',
      'section_id',
      eb.fn.countAll<number | string>().as('views'),
      eb.fn.sum<number | string>('seconds').as('seconds'),
    ])
    .where('link_id', 'in', linkIds)
    .groupBy(['link_id', 'section_id'])
    .execute();
}
