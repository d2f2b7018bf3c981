import type { Endpoint } from '@ailab/core/contract/define';
import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import {
  type EndpointHandler,
  type EndpointOptions,
  type RegisteredPaths,
  registerEndpoint,
} from '../../http/register-endpoint';
import { userRowToUser } from '../../identity/user-mapper';
import { findUserByEmail } from '../../identity/users.repository';
import { manageApiTokens } from './api-tokens.service';
import { redeemMagicLink, requestMagicCode, verifyMagicCode } from './magic.service';
import { changePassword, resetPassword } from './password.service';
import { updateOwnInfo } from './profile.service';
import {
  resendVerification,
  signUp,
  signUpPreferenceChoices,
  verifyAccount,
  withdrawSignUp,
} from './registration.service';
import { login } from './sign-in.service';
import { validatePreferences, validateSignUpFields } from './sign-up-validation';

/** The user group (v2) and the v1 public registration group. */
export function registerAccountRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, options?: EndpointOptions) =>
    registerEndpoint(app, ctx, registered, endpoint, handler, options);
  const limited = { ipRateLimited: true };
  const { user, v1Public } = contract;

  on(
    user.login,
    ({ body, request, t }) =>
      login(ctx, { ...body, ip: request.ip }, (email) => findUserByEmail(ctx.db, email), t),
    limited,
  );
  on(user.whoAmI, async ({ caller, t }) => ({
    result: true,
    user: userRowToUser(caller.user, t),
  }));
  on(user.personalInfo, async ({ caller, t }) => ({ user: userRowToUser(caller.user, t) }));
  on(user.updateInfo, ({ caller, body, t }) => updateOwnInfo(ctx, caller, body, t));
  on(user.updateDefaultPassword, ({ caller, body, t }) => changePassword(ctx, caller, body, t), limited);
  on(user.token, ({ caller, body }) => manageApiTokens(ctx, caller, body));
  on(user.resetPassword, ({ body, t }) => resetPassword(ctx, body, t), limited);
  on(user.requestMagicCode, ({ body, t }) => requestMagicCode(ctx, body.email, t), limited);
  on(user.verifyMagicCode, ({ body, t }) => verifyMagicCode(ctx, body, t), limited);
  on(user.magicToken, ({ body, t }) => redeemMagicLink(ctx, body.token, t), limited);
  on(user.verifyCode, ({ body, t }) => verifyAccount(ctx, body, t), limited);
  on(user.regenerateCode, ({ body, t }) => resendVerification(ctx, body.email, t), limited);

  on(v1Public.signUp, ({ body, language, t }) => signUp(ctx, body, language, t), limited);
  on(v1Public.signUpValidate, async ({ body, t }) => validateSignUpFields(body, t));
  on(v1Public.preferences, async ({ t }) => signUpPreferenceChoices(t));
  on(v1Public.preferencesValidate, async ({ body, t }) => validatePreferences(body.preferences, t));
  on(v1Public.signUpRemove, ({ body, t }) => withdrawSignUp(ctx, body, t), limited);
}
