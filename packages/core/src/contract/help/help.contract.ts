import { userHelp } from './user-help';

/** The help domain's contract groups. The help pages in three languages. */
export const helpContract = {
  userHelp,
};
