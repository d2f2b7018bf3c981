/** Where a job is in its life. */
export type JobState = 'pending' | 'running' | 'done' | 'dead' | 'cancelled';

/** One row of the transactional outbox (see `server/src/jobs/`). */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON; emptied when the job is done, so rendered emails (with their links) do not stay in the database. */
  payload: string;
  idempotency_key: string;
  state: JobState;
  attempts: number;
  max_attempts: number;
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** The job runner's tables. */
export interface JobsTables {
  jobs: JobsTable;
}
