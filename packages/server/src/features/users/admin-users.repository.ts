import { ADMIN_AREA_CODE, ROLE } from '@ailab/core/roles/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Holders of role 99 with area code "100" whose account is not disabled. */
export async function countActiveAdministrators(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_roles.role', '=', ROLE.admin)
    .where('users.area_code', '=', ADMIN_AREA_CODE)
    .where('users.disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
