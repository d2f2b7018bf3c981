import { type Kysely, sql } from 'kysely';
import { dialectOf } from './support/dialect-of';

/**
 * PostgreSQL: every change to users, their roles or their tokens notifies the channel
 * `ailab_callers` when it commits, whichever instance or tool made it, so that every instance can
 * forget the callers it keeps (`identity/caller-cache.ts`). A token's note of its last use changes
 * nothing a caller is checked against and notifies nothing; a new user or token makes no kept
 * caller stale. PostgreSQL sends one notice per transaction however many rows change.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create function ailab_callers_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('ailab_callers', '');
      return null;
    end $$`.execute(db);
  await sql`create trigger users_callers_changed after update or delete or truncate on users
    for each statement execute function ailab_callers_changed()`.execute(db);
  await sql`create trigger user_roles_callers_changed after insert or update or delete or truncate on user_roles
    for each statement execute function ailab_callers_changed()`.execute(db);
  await sql`create trigger auth_tokens_callers_removed after delete or truncate on auth_tokens
    for each statement execute function ailab_callers_changed()`.execute(db);
  await sql`create trigger auth_tokens_callers_changed after update on auth_tokens for each row
    when (old.revoked_at is distinct from new.revoked_at or old.expires_at is distinct from new.expires_at
      or old.scopes is distinct from new.scopes or old.user_id is distinct from new.user_id
      or old.token_hash is distinct from new.token_hash or old.kind is distinct from new.kind
      or old.name is distinct from new.name)
    execute function ailab_callers_changed()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const [trigger, table] of [
    ['users_callers_changed', 'users'],
    ['user_roles_callers_changed', 'user_roles'],
    ['auth_tokens_callers_removed', 'auth_tokens'],
    ['auth_tokens_callers_changed', 'auth_tokens'],
  ] as const)
    await sql`drop trigger if exists ${sql.raw(trigger)} on ${sql.raw(table)}`.execute(db);
  await sql`drop function if exists ailab_callers_changed()`.execute(db);
}
