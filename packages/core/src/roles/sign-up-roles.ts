import { ROLE } from './roles';

/**
 * The roles an administrator may have granted automatically on sign-up, and that a member may ask for
 * with an access request: every area role, never an administrative one (10, 98, 99), which are only
 * ever given by hand.
 */
export const SIGN_UP_GRANTABLE_ROLES = [
  ROLE.research,
  ROLE.startup,
  ROLE.investment,
  ROLE.internship,
  ROLE.aiTools,
  ROLE.learner,
] as const;
