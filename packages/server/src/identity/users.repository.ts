import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { UsersTable } from './identity.tables';
import { findRolesOfUser, findRolesOfUsers } from './user-roles.repository';
import { userSearchText } from './user-search-text';

/** A stored user with the roles it holds (from `user_roles`). */
export type UserRow = Selectable<UsersTable> & { roles: number[] };

async function withRoles(
  db: Kysely<Database>,
  row: Selectable<UsersTable> | undefined,
): Promise<UserRow | undefined> {
  return row ? { ...row, roles: await findRolesOfUser(db, row.id) } : undefined;
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return withRoles(
    db,
    await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
  );
}

/** The users holding these emails, with their roles, by email: two queries for any number of emails. */
export async function findUsersByEmails(
  db: Kysely<Database>,
  emails: readonly string[],
): Promise<Map<string, UserRow>> {
  const byEmail = new Map<string, UserRow>();
  if (emails.length === 0) return byEmail;
  const rows = await db.selectFrom('users').selectAll().where('email', 'in', emails).execute();
  const roles = await findRolesOfUsers(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) byEmail.set(row.email, { ...row, roles: roles.get(row.id) ?? [] });
  return byEmail;
}

/** Which of these user names are taken, in any case (lower-cased). */
export async function takenUserNames(
  db: Kysely<Database>,
  userNames: readonly string[],
): Promise<Set<string>> {
  if (userNames.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select(sql<string>`lower(user_name)`.as('taken'))
    .where(
      sql<string>`lower(user_name)`,
      'in',
      userNames.map((name) => name.toLowerCase()),
    )
    .execute();
  return new Set(rows.map((row) => row.taken));
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return withRoles(db, await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst());
}

export async function findUserByUserName(
  db: Kysely<Database>,
  userName: string,
): Promise<UserRow | undefined> {
  return withRoles(
    db,
    await db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase())
      .executeTakeFirst(),
  );
}

export async function isUserNameTaken(
  db: Kysely<Database>,
  userName: string,
  exceptUserId?: string,
): Promise<boolean> {
  // User names are unique in any case (`ADMIN` is `admin`), as the index on lower(user_name) enforces.
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(user_name)`, '=', userName.toLowerCase());
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertUser(db: Kysely<Database>, row: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

const SEARCHED_COLUMNS = ['first_name', 'last_name', 'user_name', 'email'] as const;

/** Changes a user; a change of a name or the e-mail rewrites the folded `search_text` with it. */
export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Omit<Updateable<UsersTable>, 'search_text'>,
): Promise<void> {
  let set: Updateable<UsersTable> = changes;
  if (SEARCHED_COLUMNS.some((column) => changes[column] !== undefined)) {
    const current = await db
      .selectFrom('users')
      .select(SEARCHED_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    if (current) set = { ...changes, search_text: userSearchText({ ...current, ...definedOnly(changes) }) };
  }
  await db.updateTable('users').set(set).where('id', '=', id).execute();
}

function definedOnly(
  changes: Omit<Updateable<UsersTable>, 'search_text'>,
): Partial<Record<(typeof SEARCHED_COLUMNS)[number], string>> {
  const out: Partial<Record<(typeof SEARCHED_COLUMNS)[number], string>> = {};
  for (const column of SEARCHED_COLUMNS) {
    const value = changes[column];
    if (typeof value === 'string') out[column] = value;
  }
  return out;
}

export async function deleteUser(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
