import type { AdminUser } from '@ailab/core/contract/users/users.schemas';
import type { TFunction } from 'i18next';
import type { Transaction, Updateable } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { HEADSHOT_KIND } from '../../identity/headshot-kind';
import type { UsersTable } from '../../identity/identity.tables';
import { listLiveTokens, revokeAllUserTokens } from '../../identity/tokens.repository';
import { findUserById, type UserRow, updateUser } from '../../identity/users.repository';
import { findOwnerMediaOfKind } from '../../media/media-files.repository';
import { detachMedia, removeUnreferencedFiles } from '../../media/media-references';
import { inAdminTransaction } from './admin-transaction';
import { userRowToAdminUser } from './admin-user-mapper';
import { countActiveAdministrators } from './admin-users.repository';
import { isAdministrator } from './administrator';
import { createInvitedUser, type Invitee, promisePasswordLink } from './invitations.service';
import { requireUser } from './roles.service';

async function reload(ctx: AppContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AppError('NOT_FOUND', { params: { path: id } });
  return user;
}

/** Only an administrator acts on an administrator's account. */
function assertMayManage(actor: UserRow, target: UserRow): void {
  if (isAdministrator(target) && !isAdministrator(actor)) throw new AppError('FORBIDDEN');
}

/**
 * Applies one change to one account in the administrators' transaction and
 * refuses it when no active administrator would remain.
 */
async function changeAccount(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  action: string,
  /** The columns to change; null changes none; 'no-op' when the account already is as asked (nothing is done). */
  changes: (user: UserRow, nowIso: string) => Updateable<UsersTable> | null | 'no-op',
  signOut: boolean,
  /** Work the change promises (an email), written in its transaction. */
  promise?: (trx: Transaction<Database>, user: UserRow) => Promise<void>,
): Promise<{ before: AdminUser; after: AdminUser; changed: boolean }> {
  return inAdminTransaction(ctx, async (trx) => {
    const user = await requireUser(trx, { user_id: userId });
    assertMayManage(await requireUser(trx, { user_id: caller.user.id }), user);
    const now = ctx.now().toISOString();
    const update = changes(user, now);
    // Disabling a disabled account (or enabling an active one) writes nothing and leaves no audit entry.
    if (update === 'no-op') {
      const same = userRowToAdminUser(user);
      return { before: same, after: same, changed: false };
    }
    if (update) await updateUser(trx, user.id, { ...update, updated_at: now });
    if (signOut) await revokeAllUserTokens(trx, user.id, now);
    if (action === 'user.disable' && (await countActiveAdministrators(trx)) === 0)
      throw new AppError('LAST_ADMIN');
    const before = userRowToAdminUser(user);
    const changed = await requireUser(trx, { user_id: userId });
    const after = userRowToAdminUser(changed);
    await promise?.(trx, changed);
    await recordAudit(trx, {
      actorId: caller.user.id,
      action,
      target: { type: 'user', id: userId },
      before,
      after,
      at: ctx.now(),
    });
    return { before, after, changed: true };
  });
}

/** Disables an account: sign-in says so, and its tokens stop working at once. */
export async function disableUser(ctx: AppContext, caller: Caller, userId: string, t: TFunction) {
  const change = await changeAccount(
    ctx,
    caller,
    userId,
    'user.disable',
    (user, now) => (user.disabled_at ? 'no-op' : { disabled_at: now }),
    true,
  );
  return {
    ...change,
    message: t(change.changed ? 'users:messages.disabled' : 'users:messages.alreadyDisabled'),
  };
}

/** Re-enables a disabled account. */
export async function enableUser(ctx: AppContext, caller: Caller, userId: string, t: TFunction) {
  const change = await changeAccount(
    ctx,
    caller,
    userId,
    'user.enable',
    (user) => (user.disabled_at ? { disabled_at: null } : 'no-op'),
    false,
  );
  return {
    ...change,
    message: t(change.changed ? 'users:messages.enabled' : 'users:messages.alreadyEnabled'),
  };
}

/** Revokes every session and API token of a user. */
export async function signOutEverywhere(ctx: AppContext, caller: Caller, userId: string, t: TFunction) {
  const change = await changeAccount(ctx, caller, userId, 'user.sign_out_everywhere', () => null, true);
  return { ...change, message: t('users:messages.signedOut') };
}

/** The old password stops working, every session ends, and the user gets a link to choose a new one. */
export async function forcePasswordReset(ctx: AppContext, caller: Caller, userId: string, t: TFunction) {
  const change = await changeAccount(
    ctx,
    caller,
    userId,
    'user.force_password_reset',
    () => ({ password_hash: null }),
    true,
    (trx, user) => promisePasswordLink(trx, ctx, user, 'adminReset'),
  );
  return { ...change, message: t('users:messages.resetForced') };
}

/** The address a deleted account keeps: unique, never deliverable (`.invalid` is reserved, RFC 2606). */
export function deletedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/**
 * Deletes an account (docs/admin.md, "Deleting an account"): names, e-mail, user name, photo, profile, preferences
 * and password are erased, roles and every session and token removed, and the account disabled. The row stays,
 * anonymised, so what refers to it (audit entries, registrations, authored content) keeps its integrity. The audit
 * entry of the deletion holds the roles it removed, not the personal data. The profile photo's reference goes in the
 * same transaction and its file once no reference is left. Deleting a deleted account is a no-op; deleting the last
 * active administrator is refused.
 */
export async function deleteUser(ctx: AppContext, caller: Caller, userId: string, t: TFunction) {
  const { photoPaths, ...result } = await inAdminTransaction(ctx, async (trx) => {
    const user = await requireUser(trx, { user_id: userId });
    assertMayManage(await requireUser(trx, { user_id: caller.user.id }), user);
    const email = deletedEmail(user.id);
    if (user.email === email) {
      const same = userRowToAdminUser(user);
      return {
        before: same,
        after: same,
        changed: false,
        message: t('users:messages.alreadyDeleted'),
        photoPaths: [] as string[],
      };
    }
    const now = ctx.now().toISOString();
    await updateUser(trx, user.id, {
      email,
      first_name: '',
      last_name: '',
      user_name: `deleted-${user.id.replace(/-/g, '').slice(0, 32)}`,
      photo_path: null,
      role_label: '',
      functions: '',
      preferences: '{}',
      password_hash: null,
      must_change_password: 0,
      email_verified: 0,
      profile_public: 0,
      profile_fields: '[]',
      disabled_at: user.disabled_at ?? now,
      updated_at: now,
    });
    await trx.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
    await revokeAllUserTokens(trx, user.id, now);
    const photos = await findOwnerMediaOfKind(trx, user.id, HEADSHOT_KIND);
    const photoPaths = await detachMedia(
      trx,
      photos.map((photo) => photo.id),
    );
    if ((await countActiveAdministrators(trx)) === 0) throw new AppError('LAST_ADMIN');
    const before = userRowToAdminUser(user);
    const after = userRowToAdminUser(await requireUser(trx, { user_id: userId }));
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: 'user.delete',
      target: { type: 'user', id: userId },
      before: { roles: before.roles, disabled: before.disabled },
      after: { deleted: true },
      at: ctx.now(),
    });
    return { before, after, changed: true, message: t('users:messages.deleted'), photoPaths };
  });
  await removeUnreferencedFiles(ctx, photoPaths);
  return result;
}

/** Invites a person by email; idempotent by email (an existing account is left alone and not emailed). */
export async function inviteUser(ctx: AppContext, caller: Caller, invitee: Invitee, t: TFunction) {
  if (invitee.roles.includes(99) && !isAdministrator(caller.user)) throw new AppError('FORBIDDEN');
  const { id, created } = await ctx.db.transaction().execute(async (trx) => {
    const result = await createInvitedUser(ctx, trx, invitee);
    if (result.created) {
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: 'user.invite',
        target: { type: 'user', id: result.id },
        before: null,
        after: { email: invitee.email, roles: invitee.roles },
        at: ctx.now(),
      });
      await promisePasswordLink(trx, ctx, await requireUser(trx, { user_id: result.id }), 'invite');
    }
    return result;
  });
  const user = created ? await reload(ctx, id) : await requireUser(ctx.db, { email: invitee.email });
  const message = t(created ? 'users:messages.invited' : 'users:messages.alreadyExists', {
    email: invitee.email,
  });
  return { user: userRowToAdminUser(user), created, message };
}

/** One user with roles and live sessions, for the admin side sheet. */
export async function getUserDetail(ctx: AppContext, userId: string) {
  const user = await requireUser(ctx.db, { user_id: userId });
  const tokens = await listLiveTokens(ctx.db, user.id, ctx.now().toISOString());
  return {
    user: userRowToAdminUser(user),
    sessions: tokens.map((token) => ({
      id: token.id,
      kind: token.kind,
      name: token.name,
      created_at: token.created_at,
      expires_at: token.expires_at,
      last_used_at: token.last_used_at,
    })),
  };
}
