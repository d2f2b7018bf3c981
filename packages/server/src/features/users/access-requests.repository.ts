import type { AccessRequest } from '@ailab/core/contract/users/access-request.schemas';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccessRequestsTable } from './access-requests.tables';

/** The columns every access request answer is built from: the request, its requester and its decider. */
export function accessRequestQuery(db: Kysely<Database>) {
  return db
    .selectFrom('access_requests')
    .innerJoin('users as requester', 'requester.id', 'access_requests.user_id')
    .leftJoin('users as decider', 'decider.id', 'access_requests.decided_by')
    .select([
      'access_requests.id',
      'access_requests.user_id',
      'access_requests.role',
      'access_requests.reason',
      'access_requests.status',
      'access_requests.created_at',
      'access_requests.decided_at',
      'access_requests.note',
      'requester.email as email',
      sql<string>`requester.first_name || ' ' || requester.last_name`.as('user_name'),
      sql<string | null>`decider.first_name || ' ' || decider.last_name`.as('decided_by_name'),
    ]);
}

/** One joined row as the contract shows it. */
export function toAccessRequest(row: {
  id: string;
  user_id: string;
  role: number | string;
  reason: string | null;
  status: string;
  created_at: string;
  decided_at: string | null;
  note: string | null;
  email: string;
  user_name: string;
  decided_by_name: string | null;
}): AccessRequest {
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name.trim() || row.email,
    email: row.email,
    role: Number(row.role),
    reason: row.reason,
    status: row.status as AccessRequest['status'],
    created_at: row.created_at,
    decided_at: row.decided_at,
    decided_by_name: row.decided_by_name?.trim() || null,
    note: row.note,
  };
}

export async function findAccessRequest(
  db: Kysely<Database>,
  id: string,
): Promise<AccessRequest | undefined> {
  const row = await accessRequestQuery(db).where('access_requests.id', '=', id).executeTakeFirst();
  return row ? toAccessRequest(row) : undefined;
}

export async function insertAccessRequest(db: Kysely<Database>, row: AccessRequestsTable): Promise<void> {
  await db.insertInto('access_requests').values(row).execute();
}

/** Decides a request only while it is still pending: false when another decision came first. */
export async function decidePendingRequest(
  db: Kysely<Database>,
  id: string,
  decision: Pick<AccessRequestsTable, 'status' | 'decided_at' | 'decided_by' | 'note'>,
): Promise<boolean> {
  const result = await db
    .updateTable('access_requests')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many requests wait for a decision (the admin home's task count). */
export async function countPendingRequests(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('access_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
