/** Every state an application may be in (spec §1, issue 22). */
export const APPLICATION_STATES = [
  'draft',
  'submitted',
  'in_review',
  'shortlisted',
  'interview',
  'accepted',
  'waitlisted',
  'rejected',
  'withdrawn',
  'archived',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/**
 * The valid moves between states. `withdrawn` is the founder's, from draft or submitted; `archived` is the
 * end of every other state (nothing is deleted); a waitlisted application may still be accepted or rejected.
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationState, readonly ApplicationState[]>> = {
  draft: ['submitted', 'withdrawn', 'archived'],
  submitted: ['in_review', 'withdrawn', 'rejected', 'archived'],
  in_review: ['shortlisted', 'accepted', 'waitlisted', 'rejected', 'archived'],
  shortlisted: ['interview', 'accepted', 'waitlisted', 'rejected', 'archived'],
  interview: ['accepted', 'waitlisted', 'rejected', 'archived'],
  waitlisted: ['accepted', 'rejected', 'archived'],
  accepted: ['archived'],
  rejected: ['archived'],
  withdrawn: ['archived'],
  archived: [],
};

/** True when an application may move from `from` to `to`. */
export function canMoveApplication(from: ApplicationState, to: ApplicationState): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to);
}
