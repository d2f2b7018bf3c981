import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpointRegistrar, type RegisteredPaths } from '../../http/register-endpoint';
import { readUploadedForm } from '../../media/read-uploaded-file';
import { courseFunnel } from './funnel.service';
import { addInstitute, getInstitute, listInstitutes, updateInstitute } from './institute-admin.service';
import { instituteAudit } from './institute-audit.service';
import { logoInstituteId, removeInstituteLogo, setInstituteLogo } from './institute-logo.service';
import { manageInstitute } from './institute-manage.service';
import { acceptInvitation, declineInvitation, viewInvitation } from './invitation-answer.service';
import { signUpThroughInvitation } from './invitation-sign-up.service';
import { inviteSupervisor } from './invitations.service';
import { importRoster } from './roster-import.service';
import { listRoster } from './roster-list.service';
import { stalledLearners } from './stalled.service';
import { scopedInstituteProgress, supervisorInfo, supervisorTeam } from './supervisor.service';
import { listSupervisorsAndInvitations, manageSupervisor } from './supervisor-admin.service';

/** Institutes: administration, supervisors and their invitations, the supervisor's views. */
export function registerInstituteRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = endpointRegistrar(app, ctx, registered);
  const { adminInstitutes, adminSupervisors, supervisor, instituteExtras } = contract;

  on(adminInstitutes.add, ({ caller, body, t }) => addInstitute(ctx, caller, body, t));
  on(adminInstitutes.update, ({ caller, body, t }) => updateInstitute(ctx, caller, body, t));
  on(adminInstitutes.manage, ({ caller, body, t }) => manageInstitute(ctx, caller, body, t));
  on(adminInstitutes.listing, ({ body }) => listInstitutes(ctx, body));
  on(adminInstitutes.get, ({ body, t }) => getInstitute(ctx, body.institute_id, t));

  on(adminSupervisors.invite, ({ caller, body, language, t }) =>
    inviteSupervisor(ctx, caller, body, language, t),
  );
  on(adminSupervisors.listing, ({ body, t }) => listSupervisorsAndInvitations(ctx, body, t));
  on(adminSupervisors.manage, ({ caller, body, language, t }) =>
    manageSupervisor(ctx, caller, body, language, t),
  );

  on(supervisor.instituteInfo, ({ caller }) => supervisorInfo(ctx, caller));
  on(supervisor.instituteTeam, ({ caller, body, t }) => supervisorTeam(ctx, caller, body.team_id, t));

  on(instituteExtras.roster, ({ body, t }) => listRoster(ctx, body, t));
  on(instituteExtras.rosterImport, ({ caller, body, language, t }) =>
    importRoster(ctx, caller, body, language, t),
  );
  on(instituteExtras.audit, ({ body, t }) => instituteAudit(ctx, body, t));
  on(instituteExtras.progress, ({ caller, body, t }) => scopedInstituteProgress(ctx, caller, body, t));
  on(instituteExtras.funnel, ({ caller, body, t }) => courseFunnel(ctx, caller, body, t));
  // Sending is idempotent per learner and day; the limit keeps a script from hammering the outbox check.
  on(instituteExtras.stalled, ({ caller, body, t }) => stalledLearners(ctx, caller, body, t), {
    ipRequestsPerMinute: 30,
  });
  on(instituteExtras.invitationView, ({ caller, body, t }) => viewInvitation(ctx, caller, body, t));
  on(instituteExtras.invitationAccept, ({ caller, body, t }) => acceptInvitation(ctx, caller, body, t));
  on(instituteExtras.invitationDecline, ({ caller, body, t }) => declineInvitation(ctx, caller, body, t), {
    ipRequestsPerMinute: 30,
  });
  on(
    instituteExtras.invitationSignUp,
    ({ body, language, t }) => signUpThroughInvitation(ctx, body, language, t),
    { ipRequestsPerMinute: 30 },
  );
  on(instituteExtras.logo, async ({ caller, request, t }) => {
    const upload = await readUploadedForm(request, {
      field: 'file',
      maxBytes: ctx.config.limits.headshotMaxBytes,
      t,
    });
    return setInstituteLogo(ctx, caller, logoInstituteId(upload.fields, t), upload.bytes, t);
  });
  on(instituteExtras.removeLogo, ({ caller, body, t }) =>
    removeInstituteLogo(ctx, caller, body.institute_id, t),
  );
}
