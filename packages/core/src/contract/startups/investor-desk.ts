import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import {
  InterestBody,
  InvestorProfileBody,
  InvestorProfileResponse,
  MatchedPitchesBody,
  MatchedPitchesResponse,
  PipelineBody,
  PipelineItemSchema,
  PipelineResponse,
  PitchInterestsBody,
  PitchInterestsResponse,
} from './investor.schemas';
import { PitchContentSchema, PitchIdBody } from './pitch.schemas';

const investor = roles(ROLE.investment);
const feature = 'startups';
const v = '/v1/api/ailab';

/** The investor's desk, founders' view of interest (contract extras). */
export const investorDesk = {
  profile: endpoint({
    path: `${v}/investor/profile`,
    access: investor,
    feature,
    summary: 'My investor profile; with `profile`, saves it (contract extra)',
    body: InvestorProfileBody,
    response: InvestorProfileResponse,
  }),
  pitches: endpoint({
    path: `${v}/investor/pitches`,
    access: investor,
    feature,
    summary: 'Active pitches ranked by their match with my profile, with reasons (contract extra)',
    body: MatchedPitchesBody,
    response: MatchedPitchesResponse,
  }),
  pitch: endpoint({
    path: `${v}/investor/pitch`,
    access: investor,
    feature,
    summary: 'One active pitch with its sections, images and key facts (contract extra)',
    body: PitchIdBody,
    response: PitchContentSchema,
  }),
  interest: endpoint({
    path: `${v}/investor/interest`,
    access: investor,
    feature,
    summary: 'Mark an active pitch as interesting, ask for an intro, or pass (contract extra)',
    body: InterestBody,
    response: PipelineItemSchema,
  }),
  pipeline: endpoint({
    path: `${v}/investor/pipeline`,
    access: investor,
    feature,
    summary: 'My private pipeline with notes; `update` moves a pitch or edits its notes (contract extra)',
    body: PipelineBody,
    response: PipelineResponse,
  }),
  interests: endpoint({
    path: `${v}/startup_pitch/interests`,
    access: roles(ROLE.startup),
    feature,
    summary: 'Investors who asked about a pitch; `agree_intro` agrees to an intro (contract extra)',
    body: PitchInterestsBody,
    response: PitchInterestsResponse,
  }),
};
