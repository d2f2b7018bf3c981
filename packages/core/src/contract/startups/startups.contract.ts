import { investorDesk } from './investor-desk';
import { investorList } from './investor-list';
import { pitchField } from './pitch-field';
import { startupPitch } from './startup-pitch';
import { userBusiness } from './user-business';
import { v1Admin } from './v1-admin';

/** The startups domain's contract groups. The startup studio: businesses, pitches and investors. */
export const startupsContract = {
  v1Admin,
  userBusiness,
  pitchField,
  startupPitch,
  investorList,
  investorDesk,
};
