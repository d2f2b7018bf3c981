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
 * A driver that tells `onChange` after every statement for which `changes` holds has finished,
 * and again when the transaction it ran in commits: the moments something kept from those rows
 * may have gone stale (a reader that started before the commit read the old rows).
 */
export function watchWrites(
  driver: Driver,
  changes: (sqlText: string) => boolean,
  onChange: () => void,
): Driver {
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const pending = new WeakSet<DatabaseConnection>();
  const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
  const watch = (connection: DatabaseConnection): DatabaseConnection => {
    const wrapped: DatabaseConnection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        try {
          return await connection.executeQuery<R>(query);
        } finally {
          if (changes(query.sql)) {
            pending.add(wrapped);
            onChange();
          }
        }
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
    inner.set(wrapped, connection);
    return wrapped;
  };
  return {
    init: () => driver.init(),
    acquireConnection: async () => watch(await driver.acquireConnection()),
    beginTransaction: (connection, settings: TransactionSettings) =>
      driver.beginTransaction(unwrap(connection), settings),
    async commitTransaction(connection) {
      try {
        await driver.commitTransaction(unwrap(connection));
      } finally {
        if (pending.delete(connection)) onChange();
      }
    },
    async rollbackTransaction(connection) {
      pending.delete(connection);
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
      pending.delete(connection);
      return driver.releaseConnection(unwrap(connection));
    },
    destroy: () => driver.destroy(),
  };
}
