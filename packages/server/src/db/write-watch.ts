import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, TransactionSettings } from 'kysely';

/**
 * Whether a statement may change a signed-in caller: a write that names users, their roles or
 * their tokens. Not a read, and not the once-a-minute note of a token's last use, which changes
 * nothing a caller is checked against. (Other tables' writes — the job runner claims work every
 * half second — leave kept callers alone.)
 */
export function mayChangeCallers(sqlText: string): boolean {
  const head = /^\s*([a-z]+)/i.exec(sqlText)?.[1]?.toLowerCase() ?? '';
  const writes =
    head === 'with'
      ? /\b(insert|update|delete|merge)\b/i.test(sqlText)
      : ['insert', 'update', 'delete', 'merge', 'truncate'].includes(head);
  if (!writes || !/(^|[^\w])"?(users|user_roles|auth_tokens)"?(?!\w)/i.test(sqlText)) return false;
  return !/^\s*update "auth_tokens" set "last_used_at" = \$1 where "id" = \$2\s*$/.test(sqlText);
}

/**
 * Whether a write that may change a caller also notifies other instances when it commits: the
 * database's triggers notify on everything `mayChangeCallers` counts except a new user or token,
 * which makes no kept caller stale (see the migration `caller-change-notices`).
 */
export function notifiesCallerChange(sqlText: string): boolean {
  return mayChangeCallers(sqlText) && !/^\s*insert into "?(users|auth_tokens)"?(?!\w)/i.test(sqlText);
}

/** What `watchWrites` tells about writes that may change a signed-in caller. */
export interface WriteWatcher {
  /** Which statements may change a caller. */
  changes(sqlText: string): boolean;
  /** Told at once after every such statement, and again when its transaction commits. */
  onChange(): void;
  /** Which of them notify other instances when they commit. */
  notifies?(sqlText: string): boolean;
  /**
   * Awaited once such a notifying write has committed (a statement on its own, or the transaction
   * it ran in), before the write or the commit returns: the moment to wait until the notice is out.
   */
  afterNotice?(): Promise<void>;
}

/**
 * A driver that tells `onChange` after every statement for which `changes` holds has finished,
 * and again when the transaction it ran in commits: the moments something kept from those rows
 * may have gone stale (a reader that started before the commit read the old rows). A notifying
 * write returns, or its transaction's commit does, only after `afterNotice`.
 */
export function watchWrites(driver: Driver, watcher: WriteWatcher): Driver {
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const pending = new WeakSet<DatabaseConnection>();
  const notifying = new WeakSet<DatabaseConnection>();
  const inTransaction = new WeakSet<DatabaseConnection>();
  const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
  const forget = (connection: DatabaseConnection) => {
    pending.delete(connection);
    notifying.delete(connection);
    inTransaction.delete(connection);
  };
  const watch = (connection: DatabaseConnection): DatabaseConnection => {
    const wrapped: DatabaseConnection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        let result: QueryResult<R>;
        try {
          result = await connection.executeQuery<R>(query);
        } finally {
          if (watcher.changes(query.sql)) {
            pending.add(wrapped);
            watcher.onChange();
          }
        }
        if (watcher.afterNotice && watcher.notifies?.(query.sql)) {
          if (inTransaction.has(wrapped)) notifying.add(wrapped);
          else await watcher.afterNotice();
        }
        return result;
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
    inner.set(wrapped, connection);
    return wrapped;
  };
  return {
    init: () => driver.init(),
    acquireConnection: async () => watch(await driver.acquireConnection()),
    async beginTransaction(connection, settings: TransactionSettings) {
      await driver.beginTransaction(unwrap(connection), settings);
      inTransaction.add(connection);
    },
    async commitTransaction(connection) {
      const notified = notifying.has(connection);
      try {
        await driver.commitTransaction(unwrap(connection));
      } finally {
        const changed = pending.has(connection);
        forget(connection);
        if (changed) watcher.onChange();
      }
      if (notified) await watcher.afterNotice?.();
    },
    async rollbackTransaction(connection) {
      forget(connection);
      await driver.rollbackTransaction(unwrap(connection));
    },
    ...(driver.savepoint && driver.rollbackToSavepoint && driver.releaseSavepoint
      ? {
          savepoint: (connection, name, compile) =>
            driver.savepoint?.(unwrap(connection), name, compile) ?? Promise.resolve(),
          rollbackToSavepoint: (connection, name, compile) =>
            driver.rollbackToSavepoint?.(unwrap(connection), name, compile) ?? Promise.resolve(),
          releaseSavepoint: (connection, name, compile) =>
            driver.releaseSavepoint?.(unwrap(connection), name, compile) ?? Promise.resolve(),
        }
      : {}),
    releaseConnection(connection) {
      forget(connection);
      return driver.releaseConnection(unwrap(connection));
    },
    destroy: () => driver.destroy(),
  };
}
