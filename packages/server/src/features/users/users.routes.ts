import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { runBulk } from '../../bulk/run-bulk';
import { endpointRegistrar, type RegisteredPaths } from '../../http/register-endpoint';
import {
  decideAccessRequest,
  listAccessRequests,
  myAccessRequests,
  requestAccess,
} from './access-requests.service';
import { listAllUsers } from './all-users.service';
import {
  deleteUser,
  disableUser,
  enableUser,
  forcePasswordReset,
  getUserDetail,
  inviteUser,
  signOutEverywhere,
} from './lifecycle.service';
import { resendInvitation } from './resend-invitation.service';
import { changeRoles, getRoles } from './roles.service';
import { signupsPerWeek } from './signups.service';
import { userImportSpec } from './user-import.service';

/** Admin users, roles and account lifecycle. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext, registered: RegisteredPaths): void {
  const on = endpointRegistrar(app, ctx, registered);
  const { adminUsers, adminAccounts, accessRequests } = contract;

  on(adminUsers.allUsers, ({ body }) => listAllUsers(ctx, body));
  on(adminUsers.roleGet, ({ body, t }) => getRoles(ctx, body, t));
  on(adminUsers.roleAddUpdate, async ({ body, caller }) => {
    const changes = await changeRoles(ctx, caller, body);
    return {
      users: changes.map((change) => change.after),
      changed: changes.filter((change) => change.changed).map((change) => change.after.id),
    };
  });

  on(adminAccounts.import, ({ body, caller, t }) =>
    runBulk(
      ctx.db,
      body,
      userImportSpec(ctx, caller, { invite: body.invite, replaceRoles: body.replace_roles, t }),
      t,
    ),
  );
  on(adminAccounts.get, ({ body }) => getUserDetail(ctx, body.user_id));
  on(adminAccounts.invite, ({ body, caller, t }) => inviteUser(ctx, caller, body, t));
  const onUserAction = (endpoint: typeof adminAccounts.disable, action: typeof disableUser) =>
    on(endpoint, async ({ body, caller, t }) => {
      const change = await action(ctx, caller, body.user_id, t);
      return { user: change.after, message: change.message, changed: change.changed };
    });
  onUserAction(adminAccounts.disable, disableUser);
  onUserAction(adminAccounts.enable, enableUser);
  onUserAction(adminAccounts.forcePasswordReset, forcePasswordReset);
  onUserAction(adminAccounts.signOutEverywhere, signOutEverywhere);
  onUserAction(adminAccounts.delete, deleteUser);
  onUserAction(adminAccounts.resendInvitation, resendInvitation);
  on(adminAccounts.signups, ({ body }) => signupsPerWeek(ctx, body.weeks));

  on(accessRequests.create, async ({ body, caller }) => ({
    request: await requestAccess(ctx, caller, body),
  }));
  on(accessRequests.mine, async ({ caller }) => ({ items: await myAccessRequests(ctx, caller) }));
  on(accessRequests.list, ({ body }) => listAccessRequests(ctx, body));
  on(accessRequests.decide, async ({ body, caller }) => ({
    request: await decideAccessRequest(ctx, caller, body),
  }));
}
