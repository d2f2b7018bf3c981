import type { AuditEntry, AuditListRequest } from '@ailab/core/contract/audit/audit.schemas';
import type { ListPage } from '@ailab/core/contract/schemas/list';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { prefixMatch } from '../../db/prefix-match';

type AuditListBody = z.output<typeof AuditListRequest>;

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The audit log with each entry's actor joined: what the list filters and what `get` reads one row of. */
export function auditEntries(ctx: AppContext) {
  return ctx.db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.action',
      'audit_log.actor_id',
      'audit_log.target_type',
      'audit_log.target_id',
      'audit_log.before',
      'audit_log.after',
      'audit_log.created_at',
      'users.email as actor_email',
      'users.first_name as actor_first_name',
      'users.last_name as actor_last_name',
    ]);
}

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditEntries>['executeTakeFirstOrThrow']>>;

/** A joined row as the contract's entry: before and after parsed, the actor null for the system or a gone account. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor:
      row.actor_id && row.actor_email
        ? {
            id: row.actor_id,
            email: row.actor_email,
            name: `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim(),
          }
        : null,
    target: { type: row.target_type, id: row.target_id },
    before: parseJson(row.before),
    after: parseJson(row.after),
    created_at: row.created_at,
  };
}

/** One page of the audit log under the request's filters, newest first unless asked otherwise. */
export async function listAuditLog(ctx: AppContext, body: AuditListBody): Promise<ListPage<AuditEntry>> {
  let query = auditEntries(ctx);
  if (body.actor) {
    const actor = body.actor;
    query = actor.includes('@')
      ? query.where('users.email', '=', actor.toLowerCase())
      : query.where('audit_log.actor_id', '=', actor);
  }
  if (body.target_type) query = query.where('audit_log.target_type', '=', body.target_type);
  if (body.target_id) query = query.where('audit_log.target_id', '=', body.target_id);
  if (body.action) query = query.where('audit_log.action', '=', body.action);
  if (body.since) query = query.where('audit_log.created_at', '>=', body.since);
  if (body.until) query = query.where('audit_log.created_at', '<', body.until);
  if (body.query) {
    const text = body.query;
    query = query.where((eb) =>
      eb.or([
        prefixMatch(ctx.dialect, 'audit_log.action', text),
        prefixMatch(ctx.dialect, 'audit_log.target_id', text),
      ]),
    );
  }
  const sort = keysetSort(
    'admin.audit',
    body.sort,
    '-created_at',
    { created_at: 'audit_log.created_at' },
    'audit_log.id',
  );
  const page = await keysetPage(ctx.db, query, { sort, cursor: body.cursor, limit: body.limit });
  return {
    ...page,
    items: page.items.map(toAuditEntry),
  };
}
