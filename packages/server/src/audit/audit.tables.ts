/** One administrative change (see docs/audit.md). `before`/`after` are JSON text. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: string | null;
  after: string | null;
  created_at: string;
}

/** The audit log table. Merged into `Database` (db/schema.ts). */
export interface AuditTables {
  audit_log: AuditLogTable;
}
