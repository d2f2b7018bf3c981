import type { AssignExclusion } from '@ailab/core/contract/applications/assign.schemas';
import { type ApplicantSide, reviewerConflict } from './reviewer-conflicts';

export interface PoolReviewer {
  id: string;
  email: string;
  name: string;
}

export interface ApplicationToStaff {
  id: string;
  applicant: ApplicantSide;
  /** Reviewer ids assigned already. */
  assigned: readonly string[];
}

export interface StaffingPlan<R extends PoolReviewer> {
  id: string;
  add: R[];
  excluded: { reviewer: R; reason: AssignExclusion }[];
  missing: number;
}

/**
 * Plans who reviews what: each application in turn gets the least loaded eligible reviewers of the pool
 * (ties by email, so a plan is the same every time) until it has `wanted`. A reviewer already assigned or in
 * conflict is never chosen. `load` (assignments per reviewer id) is updated as the plan goes.
 */
export function planAssignments<R extends PoolReviewer>(
  applications: readonly ApplicationToStaff[],
  pool: readonly R[],
  wanted: number,
  load: Map<string, number>,
): StaffingPlan<R>[] {
  return applications.map((application) => {
    const excluded: StaffingPlan<R>['excluded'] = [];
    const eligible: R[] = [];
    for (const reviewer of pool) {
      const reason = reviewerConflict(reviewer, application.applicant);
      if (reason) excluded.push({ reviewer, reason });
      else if (!application.assigned.includes(reviewer.id)) eligible.push(reviewer);
    }
    const need = Math.max(0, wanted - application.assigned.length);
    eligible.sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) || a.email.localeCompare(b.email));
    const add = eligible.slice(0, need);
    for (const reviewer of add) load.set(reviewer.id, (load.get(reviewer.id) ?? 0) + 1);
    return { id: application.id, add, excluded, missing: need - add.length };
  });
}
