import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { InstituteMembersTable } from './institutes.tables';

export type MemberRow = Selectable<InstituteMembersTable>;

/** A learner's open membership row in an institute, if any. */
export function findOpenMembership(
  db: Kysely<Database>,
  instituteId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('institute_members')
    .selectAll()
    .where('institute_id', '=', instituteId)
    .where('user_id', '=', userId)
    .where('until_at', 'is', null)
    .executeTakeFirst();
}

/** Closes a stay at `now`; false when it was already closed (a parallel move won). */
export async function closeMembership(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('institute_members')
    .set({ until_at: now })
    .where('id', '=', id)
    .where('until_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Opens a stay; the open-row unique index refuses a second open row for the same learner. */
export async function openMembership(
  db: Kysely<Database>,
  instituteId: string,
  userId: string,
  teamId: string | null,
  now: string,
): Promise<void> {
  await db
    .insertInto('institute_members')
    .values({
      id: randomUUID(),
      institute_id: instituteId,
      user_id: userId,
      team_id: teamId,
      from_at: now,
      until_at: null,
    })
    .execute();
}

/** How many stays one statement of {@link openMemberships} writes. */
const MEMBERS_PER_INSERT = 200;

/** Closes many stays at `now`; answers how many were still open (fewer: a parallel move won). */
export async function closeMemberships(
  db: Kysely<Database>,
  ids: readonly string[],
  now: string,
): Promise<number> {
  let closed = 0;
  for (let start = 0; start < ids.length; start += MEMBERS_PER_INSERT) {
    const result = await db
      .updateTable('institute_members')
      .set({ until_at: now })
      .where('id', 'in', ids.slice(start, start + MEMBERS_PER_INSERT))
      .where('until_at', 'is', null)
      .executeTakeFirst();
    closed += Number(result.numUpdatedRows);
  }
  return closed;
}

/** Opens many stays in a few multi-row inserts; the open-row unique index refuses a second open row. */
export async function openMemberships(
  db: Kysely<Database>,
  instituteId: string,
  stays: readonly { userId: string; teamId: string | null }[],
  now: string,
): Promise<void> {
  for (let start = 0; start < stays.length; start += MEMBERS_PER_INSERT)
    await db
      .insertInto('institute_members')
      .values(
        stays.slice(start, start + MEMBERS_PER_INSERT).map((stay) => ({
          id: randomUUID(),
          institute_id: instituteId,
          user_id: stay.userId,
          team_id: stay.teamId,
          from_at: now,
          until_at: null,
        })),
      )
      .execute();
}

/** The user ids of a team's current members. */
export async function currentTeamMemberIds(db: Kysely<Database>, teamId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('institute_members')
    .select('user_id')
    .where('team_id', '=', teamId)
    .where('until_at', 'is', null)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The open membership rows in an institute of these users, by user id: one query per 500 users. */
export async function findOpenMemberships(
  db: Kysely<Database>,
  instituteId: string,
  userIds: readonly string[],
): Promise<Map<string, MemberRow>> {
  const byUser = new Map<string, MemberRow>();
  for (let start = 0; start < userIds.length; start += 500) {
    const rows = await db
      .selectFrom('institute_members')
      .selectAll()
      .where('institute_id', '=', instituteId)
      .where('user_id', 'in', userIds.slice(start, start + 500))
      .where('until_at', 'is', null)
      .execute();
    for (const row of rows) byUser.set(row.user_id, row);
  }
  return byUser;
}
