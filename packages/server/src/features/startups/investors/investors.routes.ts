import { contract } from '@ailab/core/contract/index';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { endpointRegistrar, type RegisteredPaths } from '../../../http/register-endpoint';
import { fundraisingListing } from './fundraising.service';
import { pipeline, pitchInterests, signalInterest } from './interests.service';
import { investorPitch, matchedPitches } from './investor-pitches.service';
import { investorProfile, listInvestors } from './investors.service';

/** Investors, matching, interest and intros, and the public fundraising list. */
export function registerInvestorRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registered: RegisteredPaths,
): void {
  const on = endpointRegistrar(app, ctx, registered);
  const { investorList, investorDesk, open } = contract;

  on(investorList.list, ({ caller, body }) => listInvestors(ctx, caller, body));
  on(investorDesk.profile, ({ caller, body, t }) => investorProfile(ctx, caller, body.profile, t));
  on(investorDesk.pitches, ({ caller, body }) => matchedPitches(ctx, caller, body));
  on(investorDesk.pitch, ({ body }) => investorPitch(ctx, body.id));
  on(investorDesk.interest, ({ caller, body }) => signalInterest(ctx, caller, body.pitch_id, body.signal));
  on(investorDesk.pipeline, ({ caller, body }) => pipeline(ctx, caller, body.update));
  on(investorDesk.interests, ({ caller, body }) =>
    pitchInterests(ctx, caller, body.pitch_id, body.agree_intro),
  );
  on(open.fundraisingListing, ({ body }) => fundraisingListing(ctx, body));
}
