import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One administrative change to record. */
export interface AuditInput {
  /** The administrator; null for the system (seeding, scheduled jobs). */
  actorId: string | null;
  /** `<target>.<verb>`, e.g. `user.roles.update`, `course.publish`. */
  action: string;
  target: { type: string; id: string };
  /** The object before the change; null for a creation. */
  before: unknown;
  /** The object after the change; null for a deletion. */
  after: unknown;
  /** When: `ctx.now()`, so tests that move the clock see it. */
  at: Date;
}

const SECRET_KEY = /password|secret|token|hash/i;

/** A copy of a JSON value with secret-looking keys replaced, at any depth. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(item),
      ]),
    );
  }
  return value;
}

function toJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(redactSecrets(value));
}

/**
 * Writes one audit entry. Call it with the transaction that makes the
 * change, so the change and its entry commit or roll back together.
 */
export async function recordAudit(trx: Kysely<Database>, input: AuditInput): Promise<void> {
  await trx.insertInto('audit_log').values(auditRow(input)).execute();
}

/** Rows per insert in {@link recordAudits}: 8 values each, far below either database's parameter limit. */
const AUDIT_ROWS_PER_INSERT = 500;

/** Writes many audit entries in a few statements (a bulk import's), in the transaction that makes the changes. */
export async function recordAudits(trx: Kysely<Database>, inputs: readonly AuditInput[]): Promise<void> {
  for (let start = 0; start < inputs.length; start += AUDIT_ROWS_PER_INSERT)
    await trx
      .insertInto('audit_log')
      .values(inputs.slice(start, start + AUDIT_ROWS_PER_INSERT).map(auditRow))
      .execute();
}

function auditRow(input: AuditInput) {
  return {
    id: randomUUID(),
    actor_id: input.actorId,
    action: input.action,
    target_type: input.target.type,
    target_id: input.target.id,
    before: toJson(input.before),
    after: toJson(input.after),
    created_at: input.at.toISOString(),
  };
}
