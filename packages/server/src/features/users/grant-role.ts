import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import type { UserRow } from '../../identity/users.repository';
import { applyRoleChange } from './roles.service';

/**
 * Gives one user one role inside another domain's transaction (an enrolment that grants the AI
 * Learning role), written as an administrator's role change is: the role label, the
 * `user.roles.update` audit entry and the "roles granted" notice. A role already held changes
 * nothing and writes nothing; answers whether it was given.
 */
export async function grantRoleWithin(
  ctx: AppContext,
  trx: Kysely<Database>,
  change: { actorId: string; user: UserRow; role: number },
): Promise<boolean> {
  const result = await applyRoleChange(ctx, trx, change.actorId, change.user, {
    grant: [change.role],
    revoke: [],
  });
  return result.changed;
}
