import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { grantRoles } from '../../identity/user-roles.repository';
import { type UserRow, updateUser } from '../../identity/users.repository';
import { notify } from '../../notifications/notify';
import { roleLabelFor, userRolesOf } from './roles.service';

/**
 * Gives one user one role inside another domain's transaction (an enrolment that grants the AI
 * Learning role): the role, the role label, the audit entry an administrator's role change writes
 * (`user.roles.update`, before and after) and the "roles granted" notice. A role already held
 * changes nothing and writes nothing; answers whether it was given.
 */
export async function grantRoleWithin(
  ctx: AppContext,
  trx: Kysely<Database>,
  change: { actorId: string; user: UserRow; role: number },
): Promise<boolean> {
  const { user, role } = change;
  if (user.roles.includes(role)) return false;
  const now = ctx.now();
  const roles = [...user.roles, role].sort((a, b) => a - b);
  await grantRoles(trx, user.id, [role], now.toISOString());
  await updateUser(trx, user.id, { role_label: roleLabelFor(roles), updated_at: now.toISOString() });
  const before = userRolesOf(user);
  await recordAudit(trx, {
    actorId: change.actorId,
    action: 'user.roles.update',
    target: { type: 'user', id: user.id },
    before,
    after: { ...before, roles },
    at: now,
  });
  await notify(trx, {
    userId: user.id,
    kind: 'roles.granted',
    params: { roles: String(role) },
    link: '/ailab/dashboard',
    at: now,
  });
  return true;
}
