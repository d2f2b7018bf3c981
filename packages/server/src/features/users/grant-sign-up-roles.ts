import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { findRolesOfUser, grantRoles } from '../../identity/user-roles.repository';
import { updateUser } from '../../identity/users.repository';
import { readSettings } from '../settings/settings.port';
import { roleLabelFor } from './roles.service';

/**
 * Grants the roles of the `sign_up_roles` setting to an account that has just proven its address,
 * so a new member lands on sections they can open. Roles already held stay as they are.
 */
export async function grantSignUpRoles(ctx: AppContext, db: Kysely<Database>, userId: string): Promise<void> {
  const roles = (await readSettings(ctx)).sign_up_roles;
  if (roles.length === 0) return;
  const now = ctx.now().toISOString();
  await grantRoles(db, userId, roles, now);
  const held = await findRolesOfUser(db, userId);
  await updateUser(db, userId, { role_label: roleLabelFor(held), updated_at: now });
}
