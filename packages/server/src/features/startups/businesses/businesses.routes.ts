import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { endpointRegistrar, type RegisteredPaths } from '../../../http/register-endpoint';
import { readUploadedForm } from '../../../media/read-uploaded-file';
import { uploadField } from '../upload-field';
import { businessUsers, listBusinesses, listTeams, moduleListing } from './admin-businesses.service';
import { acceptInvitation, inviteToStartup, listInvitations, revokeInvitation } from './invitations.service';
import { saveStartupLogo } from './startup-logo.service';
import { addStartup, listMyStartups, manageStartup, startupDetails, updateStartup } from './startups.service';

/** Startups, their teams and invitations, and the studio administration. */
export function registerBusinessRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = endpointRegistrar(app, ctx, registered);
  const { userBusiness, v1Admin } = contract;

  on(userBusiness.add, ({ caller, body, t }) => addStartup(ctx, caller, body, t));
  on(userBusiness.update, ({ caller, body, t }) => updateStartup(ctx, caller, body, t));
  on(userBusiness.logo, async ({ caller, request, t }) => {
    const upload = await readUploadedForm(request, {
      field: 'file',
      maxBytes: ctx.config.limits.headshotMaxBytes,
      t,
    });
    return saveStartupLogo(ctx, caller, uploadField(upload.fields, 'id', t), upload.bytes, t);
  });
  on(userBusiness.details, ({ caller, body }) => startupDetails(ctx, caller, body.id));
  on(userBusiness.listing, ({ caller, body }) => listMyStartups(ctx, caller, body));
  on(userBusiness.manage, ({ caller, body }) => manageStartup(ctx, caller, body));
  on(userBusiness.invite, ({ caller, body }) => inviteToStartup(ctx, caller, body, false));
  on(userBusiness.invitations, ({ caller, body }) => listInvitations(ctx, caller, body.startup_id));
  on(userBusiness.revokeInvitation, ({ caller, body }) => revokeInvitation(ctx, caller, body.id));
  on(userBusiness.acceptInvitation, ({ caller, body }) => acceptInvitation(ctx, caller, body));

  on(v1Admin.businessesList, ({ caller, body }) => listBusinesses(ctx, caller, body));
  on(v1Admin.businessUsers, ({ body }) => businessUsers(ctx, body.id));
  on(v1Admin.teamListing, ({ body }) => listTeams(ctx, body));
  on(v1Admin.moduleListing, ({ caller, body }) => moduleListing(ctx, caller, body));
  on(v1Admin.inviteAssociate, ({ caller, body }) => inviteToStartup(ctx, caller, body, true));
}
