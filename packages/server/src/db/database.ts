import { closeSync, mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
} from 'kysely';
import type pg from 'pg';
import type { Database } from './schema';
import { loadSqliteDriver } from './sqlite-driver';
import { withStatementCache } from './sqlite-statement-cache';
import { mayChangeCallers, notifiesCallerChange, watchWrites } from './write-watch';

/** SQLite runs DDL inside transactions too; Kysely's adapter says otherwise, so migrations would not be atomic. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Transactions take the write lock when they begin (`BEGIN IMMEDIATE`), not at their first write.
 * A deferred transaction that has read and then writes after another process wrote the file (an
 * operator's tool, a second server on one data folder) fails at once with SQLITE_BUSY_SNAPSHOT,
 * which no busy timeout waits out: a user import answered 500 that way mid-run. Taking the lock
 * first makes such a writer wait its turn (busy_timeout) instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalSqliteAdapter();
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** PostgreSQL whose driver tells `writes` about statements and commits that may have changed a signed-in caller. */
class WatchedPostgresDialect extends PostgresDialect {
  readonly #writes: CallerWrites;

  constructor(config: ConstructorParameters<typeof PostgresDialect>[0], writes: CallerWrites) {
    super(config);
    this.#writes = writes;
  }

  override createDriver(): Driver {
    return watchWrites(super.createDriver(), {
      changes: mayChangeCallers,
      notifies: notifiesCallerChange,
      ...this.#writes,
    });
  }
}

/** PostgreSQL: what the caller cache hears about writes to users, roles and tokens. */
export interface CallerWrites {
  /** After each statement or commit that may have changed one (empties the cache). */
  onChange(): void;
  /** Awaited after a write that notifies other instances has committed (until the notice is out). */
  afterNotice?(): Promise<void>;
}

/** Connections of the PostgreSQL pool (node-postgres' own counters). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The open database and which engine it runs on. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** PostgreSQL only: the pool's connections now (for `/metrics`). */
  poolStats?: () => PoolStats;
}

/** The embedded database's file in a data folder. */
export function sqliteFilePath(dataDir: string): string {
  return join(dataDir, 'ailab.sqlite');
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded SQLite file in the data directory (WAL mode). */
export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Told when a pooled PostgreSQL connection is lost (a restart, a terminated backend). */
  onConnectionLost?: (error: Error) => void;
  /** PostgreSQL: told about each statement or commit that may have changed users, roles or tokens (the caller cache). */
  callerWrites?: CallerWrites;
}): DatabaseHandle {
  if (options.databaseUrl) {
    // Loaded only for PostgreSQL: an SQLite server never pays for pg at start-up. (Through a
    // created require, so the production bundle leaves pg in node_modules until then.)
    const { Pool } = createRequire(import.meta.url)('pg') as typeof pg;
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose backend goes away emits 'error' on the pool; unheard, that would end
    // the process. The pool drops that client and opens a new one for the next query.
    // The pool listens only to idle clients; one a request holds between queries would emit
    // 'error' unheard when its backend goes away (a restart) and end the process. Every client
    // gets a listener for its whole life; its query fails, and the pool discards it on release.
    // An idle client's error reaches both listeners (the pool re-emits it): it is reported once.
    const reported = new WeakSet<Error>();
    const report = (error: Error) => {
      if (reported.has(error)) return;
      reported.add(error);
      options.onConnectionLost?.(error);
    };
    pool.on('error', report);
    pool.on('connect', (client) => {
      client.on('error', report);
    });
    return {
      db: new Kysely<Database>({
        dialect: options.callerWrites
          ? new WatchedPostgresDialect({ pool }, options.callerWrites)
          : new PostgresDialect({ pool }),
      }),
      dialect: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = sqliteFilePath(options.dataDir);
  // Create the file private (0600) before SQLite does (0644 under the usual umask);
  // SQLite gives its -wal and -shm files the mode of the database file.
  closeSync(openSync(file, 'a', 0o600));
  const SqliteDatabase = loadSqliteDriver();
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MiB of page cache (the default is 2 MiB): full-text searches join thousands of matches to
  // their rows, which otherwise come from the OS one page read at a time.
  sqlite.pragma('cache_size = -65536');
  return {
    db: new Kysely<Database>({
      dialect: new TransactionalSqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
  };
}
