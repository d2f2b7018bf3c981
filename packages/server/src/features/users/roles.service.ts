import type { RoleCatalogueEntry, UserRoles } from '@ailab/core/contract/users/users.schemas';
import { MENU_TABLE } from '@ailab/core/menu/menu-table';
import { ADMIN_AREA_CODE, ALL_ROLES, ROLE, roleName } from '@ailab/core/roles/roles';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { countUsersByRole, grantRoles, revokeRoles } from '../../identity/user-roles.repository';
import { findUserByEmail, findUserById, type UserRow, updateUser } from '../../identity/users.repository';
import { notify } from '../../notifications/notify';
import { inAdminTransaction } from './admin-transaction';
import { countActiveAdministrators } from './admin-users.repository';
import { isAdministrator } from './administrator';

/** The menu entries (and submenus) a role opens, translated. */
function menuOf(role: number, t: TFunction): string[] {
  return MENU_TABLE.flatMap((entry) => [
    ...(entry.role === role ? [t(entry.label)] : []),
    ...(entry.submenus ?? [])
      .filter((sub) => sub.role === role && entry.role !== role)
      .map((sub) => t(sub.label)),
  ]);
}

/** The role catalogue of spec §6: number, translated label, menu entries, and how many users hold it. */
export async function roleCatalogue(ctx: AppContext, t: TFunction): Promise<RoleCatalogueEntry[]> {
  const counts = await countUsersByRole(ctx.db);
  return ALL_ROLES.map((role) => ({
    role,
    label: t(`auth:roles.${roleName(role) ?? 'member'}`),
    menu: menuOf(role, t),
    members: counts.get(role) ?? 0,
  }));
}

/** One user's roles and area code. */
export function userRolesOf(user: UserRow): UserRoles {
  return { id: user.id, email: user.email, roles: user.roles, area_code: user.area_code };
}

/** Finds a user by id or email, or answers NOT_FOUND naming what was asked for. */
export async function requireUser(
  db: Kysely<Database>,
  ref: { user_id?: string | undefined; email?: string | undefined },
): Promise<UserRow> {
  const user = ref.user_id
    ? await findUserById(db, ref.user_id)
    : ref.email
      ? await findUserByEmail(db, ref.email)
      : undefined;
  if (!user) throw new AppError('NOT_FOUND', { params: { path: ref.user_id ?? ref.email ?? '' } });
  return user;
}

/** `role/get`: the catalogue, plus one user's roles when a user is named. */
export async function getRoles(
  ctx: AppContext,
  body: { user_id?: string | undefined; email?: string | undefined },
  t: TFunction,
): Promise<{ roles: RoleCatalogueEntry[]; user: UserRoles | null }> {
  const named = body.user_id !== undefined || body.email !== undefined;
  const user = named ? userRolesOf(await requireUser(ctx.db, body)) : null;
  return { roles: await roleCatalogue(ctx, t), user };
}

/** The label shown for a user's role: the highest role held, or "member". */
export function roleLabelFor(roles: readonly number[]): string {
  const top = Math.max(-1, ...roles);
  return top < 0 ? 'member' : (roleName(top) ?? 'member');
}

/** One user's roles before and after a change, for the audit log; `changed` is false for a no-op. */
export interface RoleChange {
  before: UserRoles;
  after: UserRoles;
  changed: boolean;
}

/**
 * Grants and revokes roles and sets the area code of one or many users, all
 * or nothing. Role 99 and area code "100" are an administrator's to give or
 * take; the last active administrator cannot be removed, under concurrency too.
 */
export async function changeRoles(
  ctx: AppContext,
  caller: Caller,
  body: { user_ids: string[]; grant: number[]; revoke: number[]; area_code?: string | undefined },
): Promise<RoleChange[]> {
  const touchesAdminRole = body.grant.includes(ROLE.admin) || body.revoke.includes(ROLE.admin);
  return inAdminTransaction(ctx, async (trx) => {
    const changes: RoleChange[] = [];
    // Read the caller again inside the lock: a concurrent change may have just taken their role.
    const actor = await requireUser(trx, { user_id: caller.user.id });
    for (const id of [...new Set(body.user_ids)]) {
      const user = await requireUser(trx, { user_id: id });
      const touchesAdminArea =
        body.area_code !== undefined &&
        body.area_code !== user.area_code &&
        (body.area_code === ADMIN_AREA_CODE || user.area_code === ADMIN_AREA_CODE);
      if ((touchesAdminRole || touchesAdminArea) && !isAdministrator(actor)) throw new AppError('FORBIDDEN');
      changes.push(await applyRoleChange(ctx, trx, caller.user.id, user, body));
    }
    const mayRemoveAdmin = touchesAdminRole || body.area_code !== undefined;
    if (mayRemoveAdmin && (await countActiveAdministrators(trx)) === 0) throw new AppError('LAST_ADMIN');
    return changes;
  });
}

/**
 * Writes one user's role change in `trx`: the roles granted and revoked, the area code, the role
 * label, the `user.roles.update` audit entry (before and after) and the "roles granted" notice.
 * A no-op (granting a held role, revoking one not held) writes nothing and leaves no audit entry.
 * Who may make the change is the caller's to check.
 */
export async function applyRoleChange(
  ctx: AppContext,
  trx: Kysely<Database>,
  actorId: string,
  user: UserRow,
  change: { grant: readonly number[]; revoke: readonly number[]; area_code?: string | undefined },
): Promise<RoleChange> {
  const roles = [
    ...new Set([...user.roles.filter((role) => !change.revoke.includes(role)), ...change.grant]),
  ].sort((a, b) => a - b);
  const area = change.area_code ?? user.area_code;
  const before = userRolesOf(user);
  const same = area === user.area_code && roles.join(',') === [...user.roles].sort((a, b) => a - b).join(',');
  if (same) return { before, after: before, changed: false };
  const now = ctx.now();
  await grantRoles(trx, user.id, change.grant, now.toISOString());
  await revokeRoles(trx, user.id, change.revoke);
  await updateUser(trx, user.id, {
    area_code: area,
    role_label: roleLabelFor(roles),
    updated_at: now.toISOString(),
  });
  const after = { ...before, roles, area_code: area };
  await recordAudit(trx, {
    actorId,
    action: 'user.roles.update',
    target: { type: 'user', id: user.id },
    before,
    after,
    at: now,
  });
  const granted = roles.filter((role) => !user.roles.includes(role));
  if (granted.length > 0)
    await notify(trx, {
      userId: user.id,
      kind: 'roles.granted',
      params: { roles: granted.join(',') },
      link: '/ailab/dashboard',
      at: now,
    });
  return { before, after, changed: true };
}
