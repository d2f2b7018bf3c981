import type { Industry } from '@ailab/core/contract/research/industries.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An industry with its group, as the catalogue reads it. */
export interface IndustryRecord {
  id: string;
  slug: string;
  name: string;
  summary: string;
  group_slug: string;
  group_name: string;
}

/** The select of industries joined with their group, without order or limit. */
export function industriesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('industries')
    .innerJoin('industry_groups', 'industry_groups.id', 'industries.group_id')
    .select([
      'industries.id as id',
      'industries.slug as slug',
      'industries.name as name',
      'industries.summary as summary',
      'industry_groups.slug as group_slug',
      'industry_groups.name as group_name',
    ]);
}

export async function findIndustryBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<IndustryRecord | undefined> {
  return industriesQuery(db).where('industries.slug', '=', slug).executeTakeFirst();
}

/** The ids of the given industries the user follows. */
export async function followedIds(
  db: Kysely<Database>,
  userId: string | null,
  industryIds: readonly string[],
): Promise<Set<string>> {
  if (!userId || industryIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('industry_follows')
    .select('industry_id')
    .where('user_id', '=', userId)
    .where('industry_id', 'in', industryIds)
    .execute();
  return new Set(rows.map((row) => row.industry_id));
}

export function toIndustry(record: IndustryRecord, followed: boolean): Industry {
  return {
    id: record.id,
    slug: record.slug,
    name: record.name,
    summary: record.summary,
    group: { slug: record.group_slug, name: record.group_name },
    followed,
  };
}

/** Industries with the caller's follow flags. */
export async function withFollows(
  db: Kysely<Database>,
  userId: string | null,
  records: readonly IndustryRecord[],
): Promise<Industry[]> {
  const followed = await followedIds(
    db,
    userId,
    records.map((record) => record.id),
  );
  return records.map((record) => toIndustry(record, followed.has(record.id)));
}
