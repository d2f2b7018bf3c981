import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { lockStartups } from '../lock-startups';
import type { PitchMatchesTable } from '../startups.tables';

/** Startups per statement: keeps every `IN` list and insert well under both databases' parameter limits. */
const CHUNK = 400;

/**
 * Rewrites the match rows (`pitch_matches`) of these startups' pitches from the source tables: one row
 * per active pitch of an active startup, with the startup's stage, country, name and industries and the
 * pitch's first amount raising (by position). Call it in the transaction of every change to those facts
 * (a startup's profile, industries or status; a pitch's title or status; its key facts), so the
 * investor's ranking, which reads only this table, never sees a half-made change. Two changes to one
 * startup at once take turns here (`lockStartups`), so neither writes a pitch's row the other just wrote: two
 * members saving key facts at once no longer break the primary key.
 */
export async function refreshPitchMatches(
  db: Kysely<Database>,
  startupIds: readonly string[],
): Promise<void> {
  const unique = [...new Set(startupIds)];
  for (let at = 0; at < unique.length; at += CHUNK) await refreshChunk(db, unique.slice(at, at + CHUNK));
}

async function refreshChunk(db: Kysely<Database>, startupIds: string[]): Promise<void> {
  await lockStartups(db, startupIds);
  await db.deleteFrom('pitch_matches').where('startup_id', 'in', startupIds).execute();
  const pitches = await db
    .selectFrom('pitches')
    .innerJoin('startups', 'startups.id', 'pitches.startup_id')
    .select([
      'pitches.id as pitch_id',
      'pitches.title',
      'pitches.activated_at',
      'startups.id as startup_id',
      'startups.name',
      'startups.one_liner',
      'startups.stage',
      'startups.country',
    ])
    .where('pitches.startup_id', 'in', startupIds)
    .where('pitches.status', '=', 'active')
    .where('startups.status', '=', 'active')
    .execute();
  if (pitches.length === 0) return;
  const [industries, amounts] = await Promise.all([
    db
      .selectFrom('startup_industries')
      .select(['startup_id', 'industry_slug'])
      .where('startup_id', 'in', [...new Set(pitches.map((pitch) => pitch.startup_id))])
      .orderBy('startup_id')
      .orderBy('industry_slug')
      .execute(),
    db
      .selectFrom('pitch_fields')
      .select(['pitch_id', 'amount', 'currency'])
      .where(
        'pitch_id',
        'in',
        pitches.map((pitch) => pitch.pitch_id),
      )
      .where('kind', '=', 'amount_raising')
      .orderBy('pitch_id')
      .orderBy('position', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const sectors = new Map<string, string>();
  for (const row of industries)
    sectors.set(row.startup_id, `${sectors.get(row.startup_id) ?? ','}${row.industry_slug},`);
  // Ordered last to first within a pitch: the map keeps the first by position.
  const amountOf = new Map(amounts.map((row) => [row.pitch_id, row]));
  const rows: Insertable<PitchMatchesTable>[] = pitches.map((pitch) => {
    const amount = amountOf.get(pitch.pitch_id);
    return {
      pitch_id: pitch.pitch_id,
      startup_id: pitch.startup_id,
      startup_name: pitch.name,
      stage: pitch.stage,
      country: pitch.country,
      currency: amount?.currency ?? null,
      amount: amount?.amount ?? null,
      sectors: sectors.get(pitch.startup_id) ?? ',',
      activated_at: pitch.activated_at,
      search_text: `${pitch.name} ${pitch.title} ${pitch.one_liner}`,
    };
  });
  await db.insertInto('pitch_matches').values(rows).execute();
}
