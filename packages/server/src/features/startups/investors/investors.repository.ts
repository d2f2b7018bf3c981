import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { InvestorProfilesTable } from '../startups.tables';

export type InvestorProfileRow = Selectable<InvestorProfilesTable> & {
  first_name: string;
  last_name: string;
};

/** Investor profiles of users who still hold role 4, with their names (a query to extend). */
export function investorProfilesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('investor_profiles')
    .innerJoin('users', 'users.id', 'investor_profiles.user_id')
    .selectAll('investor_profiles')
    .select(['users.first_name', 'users.last_name'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_roles')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'investor_profiles.user_id')
          .where('user_roles.role', '=', 4),
      ),
    );
}

/** Investor profiles of users who still hold role 4, with their names. */
export function investorProfiles(db: Kysely<Database>, userId?: string): Promise<InvestorProfileRow[]> {
  let query = investorProfilesQuery(db);
  if (userId) query = query.where('investor_profiles.user_id', '=', userId);
  return query.orderBy('investor_profiles.firm').orderBy('investor_profiles.user_id').execute();
}

/** Pitches with their startups, what matching and the lists show, and the amount raising (a query to extend). */
function pitchListingQuery(db: Kysely<Database>) {
  return db
    .selectFrom('pitches')
    .innerJoin('startups', 'startups.id', 'pitches.startup_id')
    .leftJoin('pitch_fields', (join) =>
      join.onRef('pitch_fields.pitch_id', '=', 'pitches.id').on('pitch_fields.kind', '=', 'amount_raising'),
    )
    .select([
      'pitches.id as pitch_id',
      'pitches.title',
      'pitches.activated_at',
      'startups.id as startup_id',
      'startups.name as startup_name',
      'startups.slug',
      'startups.one_liner',
      'startups.stage',
      'startups.country',
      'startups.logo_path',
      'startups.website',
      'startups.listed_on_fundraising',
      'pitch_fields.amount',
      'pitch_fields.currency',
    ]);
}

/** Active pitches of active startups, with what matching and the lists show, and the amount raising (a query to extend). */
export function activePitchesQuery(db: Kysely<Database>) {
  return pitchListingQuery(db).where('pitches.status', '=', 'active').where('startups.status', '=', 'active');
}

/**
 * The pitches of `ids` that are active in active startups, found by their ids (the primary key, not the
 * status index a planner without statistics may prefer), in no particular order.
 */
export async function activePitchRowsByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await pitchListingQuery(db)
    .select(['pitches.status as pitch_status', 'startups.status as startup_status'])
    .where('pitches.id', 'in', ids)
    .execute();
  return rows.flatMap(({ pitch_status, startup_status, ...row }) =>
    pitch_status === 'active' && startup_status === 'active' ? [row] : [],
  );
}

/** Every active pitch of an active startup, with what matching and the lists show. */
export function activePitchRows(db: Kysely<Database>) {
  return activePitchesQuery(db).execute();
}

/**
 * The industries of startups with active pitches, in one query (no list of ids to send); a startup
 * with several active pitches appears once per pitch.
 */
export function activeStartupIndustries(db: Kysely<Database>) {
  return db
    .selectFrom('pitches')
    .innerJoin('startups', 'startups.id', 'pitches.startup_id')
    .innerJoin('startup_industries', 'startup_industries.startup_id', 'startups.id')
    .select(['startup_industries.startup_id', 'startup_industries.industry_slug'])
    .where('pitches.status', '=', 'active')
    .where('startups.status', '=', 'active')
    .execute();
}

export type ActivePitchRow = Awaited<ReturnType<typeof activePitchRows>>[number];
