import type { AppContext } from '../app-context';
import type { ClaimedJob } from './claim-jobs';

/**
 * Works one job of a kind. It may run more than once for one job (a retry
 * after a failure, or after its process died mid-way), so it must be safe to
 * repeat; throwing schedules a retry.
 */
export type JobHandler = (ctx: AppContext, payload: unknown, job: ClaimedJob) => Promise<void>;

/** The handler of each job kind. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;
