import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The roles one user holds, ascending. */
export async function findRolesOfUser(db: Kysely<Database>, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((row) => Number(row.role));
}

/** The roles of many users at once, ascending per user; users without roles are absent. */
export async function findRolesOfUsers(
  db: Kysely<Database>,
  userIds: string[],
): Promise<Map<string, number[]>> {
  const byUser = new Map<string, number[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles')
    .select(['user_id', 'role'])
    .where('user_id', 'in', userIds)
    .orderBy('role')
    .execute();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), Number(row.role)]);
  return byUser;
}

/** Grants roles; roles already held stay as they were. */
export async function grantRoles(
  db: Kysely<Database>,
  userId: string,
  roles: readonly number[],
  nowIso: string,
): Promise<void> {
  if (roles.length === 0) return;
  await db
    .insertInto('user_roles')
    .values(roles.map((role) => ({ user_id: userId, role, granted_at: nowIso })))
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}

/** Revokes roles; roles not held are ignored. */
export async function revokeRoles(
  db: Kysely<Database>,
  userId: string,
  roles: readonly number[],
): Promise<void> {
  if (roles.length === 0) return;
  await db.deleteFrom('user_roles').where('user_id', '=', userId).where('role', 'in', roles).execute();
}

/** How many users hold each role. */
export async function countUsersByRole(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('user_roles')
    .select(['role', (eb) => eb.fn.countAll().as('n')])
    .groupBy('role')
    .execute();
  return new Map(rows.map((row) => [Number(row.role), Number(row.n)]));
}
