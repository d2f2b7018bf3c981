import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/** The oldest Node line better-sqlite3 13 (Node-API, prebuilt in its npm package) runs on. */
const NAPI_DRIVER_FROM_NODE = 22;

/** Which installed better-sqlite3 a Node major version loads. */
export function sqliteDriverPackage(nodeMajor: number): 'better-sqlite3' | 'better-sqlite3-13' {
  return nodeMajor >= NAPI_DRIVER_FROM_NODE ? 'better-sqlite3-13' : 'better-sqlite3';
}

/**
 * The better-sqlite3 constructor for the running Node. Two releases are installed (docs/decisions.md,
 * "Two SQLite drivers"): 12 for Node 20, where 13 crashes at its first query; 13 from Node 22 on, since
 * 12 on Node 24 aborts the process whenever a collected statement removes its environment cleanup hook.
 * Both have the same API; loaded through a created require so the production bundle keeps them external.
 */
export function loadSqliteDriver(
  nodeMajor: number = Number(process.versions.node.split('.')[0]),
): typeof BetterSqlite3 {
  return createRequire(import.meta.url)(sqliteDriverPackage(nodeMajor)) as typeof BetterSqlite3;
}
