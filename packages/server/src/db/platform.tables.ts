export interface ThrottleTable {
  key: string;
  count: number;
  window_started_at: string;
}

export interface SyncLocksTable {
  name: string;
  holder: string;
  acquired_at: string;
  expires_at: string;
}

export interface SyncCheckpointsTable {
  name: string;
  state: string;
  started_at: string;
  updated_at: string;
}

/** The demo seeders that have run on this database. */
export interface DemoSeedsTable {
  name: string;
  seeded_at: string;
}

/** Tables of the infrastructure below features: throttling, job locks and checkpoints, demo seeding. Merged into `Database` (db/schema.ts). */
export interface PlatformTables {
  throttle: ThrottleTable;
  sync_locks: SyncLocksTable;
  sync_checkpoints: SyncCheckpointsTable;
  demo_seeds: DemoSeedsTable;
}
