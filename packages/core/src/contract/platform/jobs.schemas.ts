import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';
import { listRequest, listResponse } from '../schemas/list';

/** Where a job is in its life: waiting, being worked, finished, given up after its last attempt, or cancelled. */
export const JOB_STATES = ['pending', 'running', 'done', 'dead', 'cancelled'] as const;
export const JobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof JobStateSchema>;

/**
 * One job of the outbox, as administrators see it: never its payload (a
 * rendered email holds sign-in links).
 */
export const JobSchema = z.object({
  id: z.string(),
  /** What the job does, e.g. `mail.send`, `events.reminders`. */
  kind: z.string(),
  /** The promise it keeps, e.g. `invite:<userId>:<codeId>`; enqueued once. */
  key: z.string(),
  state: JobStateSchema,
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** When it is due (next attempt). */
  run_at: IsoDateTime,
  /** The error of the last failed attempt. */
  last_error: z.string().nullable(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  finished_at: IsoDateTime.nullable(),
});
export type Job = z.infer<typeof JobSchema>;

/** Filters of the job list: `state`, `kind` (exact), `query` (prefix of the key). Newest first by default. */
export const JobListRequest = listRequest(
  {
    state: JobStateSchema.optional(),
    kind: z.string().trim().min(1).max(64).optional(),
  },
  ['created_at', 'run_at'],
);
export const JobListResponse = listResponse(JobSchema);

/** How many jobs of one kind are in one state. */
export const JobDepthSchema = z.object({
  kind: z.string(),
  state: JobStateSchema,
  count: z.number().int().nonnegative(),
  /** How many of them failed at least once: a pending one waits for its retry, a done one needed one. */
  retried: z.number().int().nonnegative(),
});
export type JobDepth = z.infer<typeof JobDepthSchema>;

/** The queue's depth: a count per kind and state, for the states that have jobs (by kind, then state). */
export const JobDepthResponse = z.object({ depth: z.array(JobDepthSchema) });

/** One job, by id. */
export const JobIdBody = z.strictObject({ id: z.string().trim().min(1).max(36) });

/** The job after the change, and a translated message saying what happened. */
export const JobActionResponse = z.object({ job: JobSchema, message: z.string() });
