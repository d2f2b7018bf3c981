/** A member's request for an area role (docs/admin.md, access requests). */
export interface AccessRequestsTable {
  id: string;
  user_id: string;
  role: number;
  reason: string | null;
  /** pending | approved | declined */
  status: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  note: string | null;
}

/** The access requests table. Merged into `Database` (db/schema.ts). */
export interface AccessRequestTables {
  access_requests: AccessRequestsTable;
}
