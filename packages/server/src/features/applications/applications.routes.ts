import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpointRegistrar, type RegisteredPaths } from '../../http/register-endpoint';
import { adminApplicationView } from './admin-view';
import { autoAssignReviewers } from './auto-assign.service';
import { bulkDecide } from './bulk-decide.service';
import {
  saveDraft,
  startMemberApplication,
  startVisitorApplication,
  withdrawApplication,
} from './draft.service';
import {
  applicationFormData,
  getMyApplication,
  myApplications,
  problemStatement,
  resumeApplication,
  setIndustries,
} from './founder.service';
import {
  cohortTeams,
  listProgrammes,
  openProgrammes,
  publicProgramme,
  saveProgramme,
} from './programmes.service';
import { updateApplicationReview } from './review-actions.service';
import { reviewQueue } from './review-queue.service';
import { uploadAttachment } from './upload.service';

/** Applications: the visitor's open endpoints, the founder's, the review team's and programme management. */
export function registerApplicationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = endpointRegistrar(app, ctx, registered);
  const { open, ailabApplications: mine, adminApplications: review, adminProgrammes } = contract;
  const limited = { ipRequestsPerMinute: ctx.config.limits.eventRegistrationsPerIpPerMinute };

  on(open.applicationCreate, ({ body, language }) => startVisitorApplication(ctx, body, language), limited);
  on(open.applicationUpdate, ({ body, t }) => {
    const applicant = { kind: 'visitor' as const, token: body.token };
    if (body.action === 'withdraw') return withdrawApplication(ctx, applicant);
    return saveDraft(ctx, applicant, undefined, body, body.action === 'submit', t);
  });
  on(
    open.applicationUpload,
    ({ request, t }) => uploadAttachment(ctx, request, { kind: 'visitor' }, t),
    limited,
  );
  on(open.applicationResume, ({ body }) => resumeApplication(ctx, body.token), limited);
  on(open.programmeList, () => openProgrammes(ctx));
  on(open.programmeGet, ({ body }) => publicProgramme(ctx, body.programme));

  on(mine.userApplications, ({ caller }) => myApplications(ctx, caller));
  on(mine.get, ({ caller, body }) => getMyApplication(ctx, { kind: 'member', caller }, body.id));
  on(mine.getProblem, ({ caller, body }) => problemStatement(ctx, caller, body.id));
  on(mine.getData, ({ caller, body }) => applicationFormData(ctx, caller, body.programme));
  on(mine.createIndustries, ({ caller, body, t }) => setIndustries(ctx, caller, body, t));
  on(mine.upload, ({ caller, request, t }) => uploadAttachment(ctx, request, { kind: 'member', caller }, t));
  on(mine.update, ({ caller, body, t }) => {
    const applicant = { kind: 'member' as const, caller };
    if (body.action === 'start') return startMemberApplication(ctx, caller, body.programme);
    if (body.action === 'withdraw') return withdrawApplication(ctx, applicant, body.id);
    return saveDraft(ctx, applicant, body.id, body, body.action === 'submit', t);
  });

  on(review.list, ({ caller, body }) => reviewQueue(ctx, caller, body));
  on(review.get, ({ caller, body }) => adminApplicationView(ctx, caller, body.id));
  on(review.update, ({ caller, body, t }) => updateApplicationReview(ctx, caller, body, t));
  on(review.decide, ({ caller, body }) => bulkDecide(ctx, caller, body));
  on(review.assign, ({ caller, body, t }) => autoAssignReviewers(ctx, caller, body, t));
  on(adminProgrammes.list, () => listProgrammes(ctx));
  on(adminProgrammes.save, ({ caller, body, t }) => saveProgramme(ctx, caller, body, t));
  on(adminProgrammes.cohorts, () => cohortTeams(ctx));
}
