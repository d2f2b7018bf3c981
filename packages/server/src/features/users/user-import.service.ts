import type { UserImportRow } from '@ailab/core/contract/users/users.schemas';
import { ROLE } from '@ailab/core/roles/roles';
import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import { type AuditInput, recordAudits } from '../../audit/record-audit';
import { BulkPlanStale, type BulkSpec } from '../../bulk/run-bulk';
import type { Database } from '../../db/schema';
import { lockForTransaction } from '../../db/transaction-lock';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { userNameBase } from '../../identity/free-user-name';
import { grantRoles, revokeRoles } from '../../identity/user-roles.repository';
import {
  findUserByEmail,
  findUsersByEmails,
  takenUserNames,
  type UserRow,
  updateUser,
} from '../../identity/users.repository';
import { countActiveAdministrators } from './admin-users.repository';
import { isAdministrator } from './administrator';
import { createInvitedUser, promisePasswordLink } from './invitations.service';
import { createInvitedUsers, promiseInvitations } from './invite-many.service';
import { roleLabelFor } from './roles.service';

/** `index`: the row's place in the request, under which its audit entry waits for `finish`. */
type Plan = { existing: UserRow | null; addRoles: number[]; removeRoles: number[]; index: number };

/** How an import runs: `invite` emails new accounts; `replaceRoles` makes each row's roles the exact set. */
export interface UserImportOptions {
  invite: boolean;
  replaceRoles?: boolean;
  /** Words the change of a replaced role set in the row's result (the request's language). */
  t?: TFunction;
}

/** `1 8 → 8`: a role set before and after, for a row's result. */
function rolesChange(before: readonly number[], after: readonly number[], t: TFunction): string {
  const list = (roles: readonly number[]) => (roles.length > 0 ? roles.join(' ') : t('users:import.noRoles'));
  return t('users:import.rolesChange', { before: list(before), after: list(after) });
}

function changedFields(user: UserRow, row: UserImportRow) {
  return {
    ...(row.first_name !== undefined && row.first_name !== user.first_name
      ? { first_name: row.first_name }
      : {}),
    ...(row.last_name !== undefined && row.last_name !== user.last_name ? { last_name: row.last_name } : {}),
    ...(row.language !== undefined && row.language !== user.language ? { language: row.language } : {}),
  };
}

/**
 * The users import as a bulk operation (server/src/bulk/run-bulk.ts): keyed by
 * email; a new email is invited (the invitation is a job of the same transaction; none with
 * `invite: false`), an
 * existing account gets the row's names and language and the listed roles
 * added (with `replaceRoles`, the listed roles become the exact set: the others are revoked, and the row fails
 * with LAST_ADMIN rather than leave no active administrator). Role 99 is an administrator's to give.
 *
 * A request's accounts and free user names are looked up for all its rows at once, and its
 * audit entries written together after the last row (only those of rows that went through),
 * and the new accounts of a run of distinct emails are written together (`applyBatch`: accounts, roles,
 * invitation codes and their jobs in a few multi-row statements), so a new row costs a fraction of a
 * statement instead of about nine round trips.
 */
export function userImportSpec(
  ctx: AppContext,
  caller: Caller,
  options: UserImportOptions = { invite: true },
): BulkSpec<UserImportRow, Plan> {
  const mayGrantAdmin = isAdministrator(caller.user);
  // Per request, filled by `prepare`: what the database held before the first row.
  let existingBefore = new Map<string, UserRow>();
  const takenNames = new Set<string>();
  const madeHere = new Set<string>();
  const audits = new Map<number, AuditInput>();
  const createdAudit = (id: string, row: UserImportRow): AuditInput => ({
    actorId: caller.user.id,
    action: 'user.import.create',
    target: { type: 'user', id },
    before: null,
    after: { email: row.email, roles: row.roles, invited: options.invite },
    at: ctx.now(),
  });
  const applyUpdate = async (
    trx: Transaction<Database>,
    row: UserImportRow,
    existing: UserRow,
    addRoles: number[],
    removeRoles: number[],
    index: number,
  ) => {
    const now = ctx.now().toISOString();
    const roles = [...new Set([...existing.roles, ...addRoles])]
      .filter((role) => !removeRoles.includes(role))
      .sort((a, b) => a - b);
    await grantRoles(trx, existing.id, addRoles, now);
    await revokeRoles(trx, existing.id, removeRoles);
    // Under the administrators lock taken in `prepare`: a parallel change cannot remove the other last one.
    if (removeRoles.includes(ROLE.admin) && (await countActiveAdministrators(trx)) === 0)
      throw new AppError('LAST_ADMIN');
    await updateUser(trx, existing.id, {
      ...changedFields(existing, row),
      ...(addRoles.length + removeRoles.length > 0 ? { role_label: roleLabelFor(roles) } : {}),
      updated_at: now,
    });
    audits.set(index, {
      actorId: caller.user.id,
      action: 'user.import.update',
      target: { type: 'user', id: existing.id },
      before: {
        first_name: existing.first_name,
        last_name: existing.last_name,
        language: existing.language,
        roles: existing.roles,
      },
      after: { ...changedFields(existing, row), roles },
      at: ctx.now(),
    });
  };
  return {
    key: (row) => row.email,
    async prepare(trx, rows) {
      if (options.replaceRoles) await lockForTransaction(trx, ctx.dialect, 'admin:administrators');
      const emails = rows.map((row) => row.email);
      existingBefore = await findUsersByEmails(trx, emails);
      for (const name of await takenUserNames(trx, emails.map(userNameBase))) takenNames.add(name);
    },
    async plan(trx, row, index, stale) {
      if (row.roles.includes(ROLE.admin) && !mayGrantAdmin) throw new AppError('FORBIDDEN');
      // A row repeating an email an earlier row of this request created, or one a parallel request
      // created since `prepare` (stale), reads the account afresh.
      const existing =
        (stale || madeHere.has(row.email)
          ? await findUserByEmail(trx, row.email)
          : existingBefore.get(row.email)) ?? null;
      if (!existing)
        return { outcome: 'created', data: { existing: null, addRoles: row.roles, removeRoles: [], index } };
      const addRoles = row.roles.filter((role) => !existing.roles.includes(role));
      const removeRoles = options.replaceRoles
        ? existing.roles.filter((role) => !(row.roles as readonly number[]).includes(role))
        : [];
      const changed =
        Object.keys(changedFields(existing, row)).length > 0 || addRoles.length + removeRoles.length > 0;
      // As for a single edit (lifecycle.service.ts): only an administrator changes an administrator.
      if (changed && (isAdministrator(existing) || removeRoles.includes(ROLE.admin)) && !mayGrantAdmin)
        throw new AppError('FORBIDDEN');
      if (!changed) return { outcome: 'unchanged' };
      const data = { existing, addRoles, removeRoles, index };
      // A replaced role set is said in the row's result, so a dry run shows whose roles go.
      const { t } = options;
      if (removeRoles.length === 0 || !t) return { outcome: 'updated', data };
      const after = [...new Set([...existing.roles, ...addRoles])]
        .filter((role) => !removeRoles.includes(role))
        .sort((a, b) => a - b);
      const before = [...existing.roles].sort((a, b) => a - b);
      return { outcome: 'updated', data, change: rolesChange(before, after, t) };
    },
    async apply(trx: Transaction<Database>, row, decision) {
      const { existing, addRoles, removeRoles, index } = decision.data;
      if (!existing) {
        const { id, created, firstName, language, userName } = await createInvitedUser(ctx, trx, row, {
          takenUserNames: takenNames,
        });
        // Created by a parallel request (a re-run while a killed run's last batch still commits).
        if (!created) throw new BulkPlanStale();
        takenNames.add(userName.toLowerCase());
        madeHere.add(row.email);
        audits.set(index, createdAudit(id, row));
        // The invitation is a job written with the account: both commit, or neither (a dry run rolls
        // both back). The runner mails it after the answer; a re-run sees the row unchanged and
        // promises nothing again, and a crash after the commit loses nothing.
        // Without invitations (`invite: false`) the account waits until its owner asks for a password.
        if (options.invite)
          await promisePasswordLink(
            trx,
            ctx,
            { id, email: row.email, first_name: firstName, language },
            'invite',
            true,
          );
        return;
      }
      await applyUpdate(trx, row, existing, addRoles, removeRoles, index);
    },
    // The created rows of a run in a few multi-row statements (accounts, roles, invitation codes and
    // their jobs), the updated ones as `apply` does. An email taken meanwhile (a parallel request)
    // fails the insert with a unique violation: the runner rolls the batch back and goes row by row.
    async applyBatch(trx, items) {
      const fresh = items.filter((item) => item.decision.data.existing === null);
      const made = await createInvitedUsers(
        ctx,
        trx,
        fresh.map(({ row }) => row),
        takenNames,
      );
      if (options.invite) await promiseInvitations(trx, ctx, made);
      for (const [at, account] of made.entries()) {
        const item = fresh[at];
        if (!item) continue;
        madeHere.add(item.row.email);
        audits.set(item.index, createdAudit(account.id, item.row));
      }
      for (const { row, decision } of items) {
        const { existing, addRoles, removeRoles, index } = decision.data;
        if (existing) await applyUpdate(trx, row, existing, addRoles, removeRoles, index);
      }
    },
    async finish(trx, applied) {
      await recordAudits(
        trx,
        [...audits].filter(([index]) => applied.has(index)).map(([, entry]) => entry),
      );
    },
  };
}
