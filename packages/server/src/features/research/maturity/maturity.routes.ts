import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { endpointRegistrar, type RegisteredPaths } from '../../../http/register-endpoint';
import {
  myAssessments,
  readAssessment,
  saveProgress,
  saveToAccount,
  submitAssessment,
} from './maturity.service';
import { loadMaturityContent } from './maturity-content';
import { questionnaireIn } from './maturity-view';

/** Requests per address and minute to the routes that write (autosave of progress, submissions). */
const WRITES_PER_IP_PER_MINUTE = 60;

/** The AI maturity self-assessment's routes; the questionnaire is read from `content/maturity/` once, here. */
export function registerMaturityRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const content = loadMaturityContent();
  const on = endpointRegistrar(app, ctx, registered);
  const { open } = contract;
  const limited = { ipRequestsPerMinute: WRITES_PER_IP_PER_MINUTE };

  on(open.maturityQuestionnaire, async ({ language }) => questionnaireIn(content, language));
  on(
    open.maturityProgress,
    ({ body, language, t }) => saveProgress(ctx, content, body, language, t),
    limited,
  );
  on(
    open.maturitySubmit,
    ({ caller, body, request, language, t }) =>
      submitAssessment(ctx, content, caller, body, request.ip, language, t),
    limited,
  );
  on(open.maturityResult, ({ caller, body, language }) =>
    readAssessment(ctx, content, caller, body, language),
  );
  on(open.maturitySave, ({ caller, body, language }) =>
    saveToAccount(ctx, content, caller, body.token, language),
  );
  on(open.maturityMine, ({ caller }) => myAssessments(ctx, caller));
}
