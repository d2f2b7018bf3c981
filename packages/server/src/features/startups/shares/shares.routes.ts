import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { endpointRegistrar, type RegisteredPaths } from '../../../http/register-endpoint';
import { createShareLink, listShareLinks, revokeShareLink } from './share-links.service';
import { setSharePassword, unlockShare } from './share-password.service';
import { trackShare } from './share-track.service';
import { viewShare } from './share-view.service';

/** Pitch share links: the founders' side and the public view with its time reports. */
export function registerShareRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = endpointRegistrar(app, ctx, registered);
  const { startupPitch, open } = contract;

  on(startupPitch.share, ({ caller, body, t }) => createShareLink(ctx, caller, body, t));
  on(startupPitch.shareLinks, ({ caller, body }) => listShareLinks(ctx, caller, body.pitch_id));
  on(startupPitch.shareRevoke, ({ caller, body }) => revokeShareLink(ctx, caller, body.id));
  on(startupPitch.sharePassword, ({ caller, body }) => setSharePassword(ctx, caller, body));
  on(open.pitchShareView, ({ caller, body, request }) => viewShare(ctx, caller, body, request.ip));
  on(open.pitchShareTrack, ({ body, request }) => trackShare(ctx, body, request.ip));
  on(open.pitchShareUnlock, ({ body, request, t }) => unlockShare(ctx, body, request.ip, t));
}
