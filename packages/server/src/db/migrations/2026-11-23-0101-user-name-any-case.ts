import { type Kysely, sql } from 'kysely';

// Frozen in time: typed Kysely<any> so later schema changes never alter this migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Names that differ only by case (`ADMIN` beside `admin`) get a numbered suffix; the oldest keeps its name.
  const rows: { id: string; user_name: string }[] = await db
    .selectFrom('users')
    .select(['id', 'user_name'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  for (const row of rows) {
    let name = row.user_name;
    for (let n = 2; seen.has(name.toLowerCase()); n += 1) name = `${row.user_name.slice(0, 36)}-${n}`;
    seen.add(name.toLowerCase());
    if (name !== row.user_name)
      await db.updateTable('users').set({ user_name: name }).where('id', '=', row.id).execute();
  }
  await sql`CREATE UNIQUE INDEX users_user_name_lower_idx ON users (lower(user_name))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX users_user_name_lower_idx`.execute(db);
}
