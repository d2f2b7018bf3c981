import { z } from 'zod';
import { EmailField } from '../schemas/fields';
import { ApplicationIdField } from './application.schemas';
import { ProgrammeSlugField } from './programme.schemas';

/** The states in which an application still takes reviewers: submitted and every review stage before a decision. */
export const ASSIGNABLE_STATES = ['submitted', 'in_review', 'shortlisted', 'interview'] as const;

/** Why a reviewer may not review an application: they applied, they are on its team, or share its email domain. */
export const ASSIGN_EXCLUSIONS = ['applicant', 'team_member', 'email_domain'] as const;
export type AssignExclusion = (typeof ASSIGN_EXCLUSIONS)[number];

/**
 * Balanced automatic assignment: every assignable application of the programme (or all programmes, or only
 * `ids`) gets reviewers until it has `per_application` (the programme's reviews wanted by default), from
 * `reviewers` (default: every active holder of role 98), least loaded first, never a conflicted one.
 * `dry_run` answers the plan and changes nothing.
 */
export const AutoAssignBody = z.strictObject({
  programme: ProgrammeSlugField.optional(),
  ids: z.array(ApplicationIdField).min(1).max(500).optional(),
  per_application: z.number().int().min(1).max(10).optional(),
  reviewers: z.array(EmailField).min(1).max(50).optional(),
  dry_run: z.boolean().default(false),
});

const AssignPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const AutoAssignResponse = z.object({
  dry_run: z.boolean(),
  /** Newly assigned (or, in a dry run, to be assigned) pairs in all. */
  assigned_count: z.number(),
  /** Each reviewer of the pool with their assignments in the programmes concerned, before and after. */
  reviewers: z.array(AssignPersonSchema.extend({ before: z.number(), after: z.number() })),
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      programme: z.string(),
      wanted: z.number(),
      already: z.array(AssignPersonSchema),
      assigned: z.array(AssignPersonSchema),
      excluded: z.array(z.object({ reviewer: AssignPersonSchema, reason: z.enum(ASSIGN_EXCLUSIONS) })),
      /** Reviewers still wanted that the pool could not give. */
      missing: z.number(),
    }),
  ),
});
export type AutoAssignResult = z.infer<typeof AutoAssignResponse>;
