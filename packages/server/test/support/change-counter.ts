import { type Kysely, sql } from 'kysely';

/** A counter every row change of the watched tables moves, and the tables it could not watch. */
export interface ChangeCounter {
  /** The counter now; a different value means some watched row may have changed since. */
  read(): Promise<string>;
  /** Tables no trigger watches (SQLite's full-text indexes): compare them every time. */
  unwatched: string[];
  /**
   * What only mirrors watched tables on SQLite: the shadow tables of full-text indexes
   * (`events_fts_data`, …: the index's pages) and external-content indexes (`content='events'`:
   * their rows are read from the watched table they index).
   */
  derived: string[];
}

/** The tables SQLite's FTS5 keeps for each full-text index. */
const FTS5_SHADOW_SUFFIXES = ['_data', '_idx', '_docsize', '_config', '_content'];

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Installs row triggers on `tables` of a test database that move one counter on every insert,
 * delete, and update of a column outside `ignoredColumns`. A test may then skip comparing the whole
 * database when the counter stands still; a moved counter is only a hint (an update may write the
 * same values, a rolled-back change still counts on PostgreSQL), so the caller compares in full then.
 * PostgreSQL counts with a sequence: no row lock a trigger could deadlock on.
 */
export async function installChangeCounter(
  // biome-ignore lint/suspicious/noExplicitAny: any database's tables (raw SQL only)
  db: Kysely<any>,
  dialect: 'sqlite' | 'postgres',
  tables: string[],
  ignoredColumns: ReadonlySet<string>,
): Promise<ChangeCounter> {
  const unwatched: string[] = [];
  const virtual =
    dialect === 'sqlite'
      ? (
          await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master
            WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(db)
        ).rows
      : [];
  const derivedNames = new Set([
    ...virtual.flatMap(({ name }) => FTS5_SHADOW_SUFFIXES.map((suffix) => name + suffix)),
    ...virtual.filter((table) => /\bcontent\s*=\s*'[^']+'/i.test(table.sql)).map(({ name }) => name),
  ]);
  const derived = tables.filter((table) => derivedNames.has(table));
  if (dialect === 'postgres') {
    await sql`CREATE SEQUENCE test_change_counter`.execute(db);
    await sql`CREATE FUNCTION test_change_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM nextval('test_change_counter'); RETURN NULL; END $$`.execute(db);
  } else {
    await sql`CREATE TABLE test_change_counter (n INTEGER NOT NULL)`.execute(db);
    await sql`INSERT INTO test_change_counter (n) VALUES (0)`.execute(db);
  }
  const bump =
    dialect === 'postgres'
      ? 'FOR EACH ROW EXECUTE FUNCTION test_change_count()'
      : 'BEGIN UPDATE test_change_counter SET n = n + 1; END';
  const tableInfo = await db.introspection.getTables();
  for (const table of tables) {
    if (derivedNames.has(table)) continue;
    const columns = tableInfo
      .find((info) => info.name === table)
      ?.columns.map((column) => column.name)
      .filter((column) => !ignoredColumns.has(column));
    if (!columns?.length) {
      unwatched.push(table);
      continue;
    }
    const events = [
      ['i', 'INSERT'],
      ['d', 'DELETE'],
      ['u', `UPDATE OF ${columns.map(quote).join(', ')}`],
    ];
    try {
      for (const [suffix, event] of events)
        await sql
          .raw(
            `CREATE TRIGGER ${quote(`test_change_${table}_${suffix}`)} AFTER ${event} ON ${quote(table)} ${bump}`,
          )
          .execute(db);
    } catch {
      // SQLite refuses triggers on virtual tables (full-text indexes) and their shadow tables.
      unwatched.push(table);
    }
  }
  const read = async () => {
    const query =
      dialect === 'postgres'
        ? sql<{ n: string }>`SELECT last_value::text || ':' || is_called::text AS n FROM test_change_counter`
        : sql<{ n: string }>`SELECT CAST(n AS TEXT) AS n FROM test_change_counter`;
    const row = (await query.execute(db)).rows[0];
    return row?.n ?? '';
  };
  return { read, unwatched, derived };
}
