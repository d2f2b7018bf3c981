import { describe, expect, it } from 'vitest';
import { mayChangeCallers } from './write-watch';

describe('statements that may change a signed-in caller', () => {
  it('counts writes to users, roles and tokens; not reads, other tables or a token use note', () => {
    for (const text of [
      'insert into "users" values ($1)',
      ' UPDATE users SET name = $1',
      'delete from "user_roles" where "user_id" = $1',
      'truncate auth_tokens',
      'with gone as (delete from "auth_tokens" where "id" = $1 returning *) select * from gone',
      'update "auth_tokens" set "revoked_at" = $1 where "id" = $2',
    ])
      expect(mayChangeCallers(text), text).toBe(true);
    for (const text of [
      'select * from "users"',
      'with found as (select 1) select * from found',
      'begin',
      'commit',
      'with moved as (update "jobs" set "state" = $1 returning *) select * from moved',
      'insert into "institute_users" values ($1)',
      'update "users_view_log" set "n" = 1',
      'savepoint "sp1"',
      'update "auth_tokens" set "last_used_at" = $1 where "id" = $2',
    ])
      expect(mayChangeCallers(text), text).toBe(false);
  });
});
