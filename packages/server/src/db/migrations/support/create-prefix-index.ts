import { type Kysely, sql } from 'kysely';

/**
 * Creates an index on `table(lower(column))` that serves a case-insensitive "starts with" on
 * either database (`text_pattern_ops` on PostgreSQL). A frozen copy for migrations: `db/prefix-match.ts`
 * is the live query side and may change; what an applied migration created may not.
 */
export async function createPrefixIndex(
  // biome-ignore lint/suspicious/noExplicitAny: migrations run against Kysely<any>
  db: Kysely<any>,
  dialect: 'sqlite' | 'postgres',
  name: string,
  table: string,
  column: string,
): Promise<void> {
  const opclass = dialect === 'postgres' ? sql` text_pattern_ops` : sql``;
  await sql`create index ${sql.id(name)} on ${sql.table(table)} (lower(${sql.ref(column)})${opclass})`.execute(
    db,
  );
}
