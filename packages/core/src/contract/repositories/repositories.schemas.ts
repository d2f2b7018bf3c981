import { z } from 'zod';
import { GITHUB_FULL_NAME_PATTERN, GITHUB_OWNER_PATTERN } from '../../github/github-names';
import { SyncFailureSchema } from '../news/news.schemas';
import { IsoDateTime } from '../schemas/fields';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';

/** A repository the lab tracks, as members see it. */
export const RepositorySchema = z.object({
  id: z.string(),
  full_name: z.string(),
  owner: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  homepage: z.string().nullable(),
  language: z.string().nullable(),
  topics: z.array(z.string()),
  stars: z.number().int(),
  forks: z.number().int(),
  open_issues: z.number().int(),
  license: z.string().nullable(),
  latest_release: z.object({ tag: z.string(), published_at: IsoDateTime.nullable() }).nullable(),
  pushed_at: IsoDateTime.nullable(),
  archived: z.boolean(),
  /** When a refresh no longer found it (deleted, renamed or made private); null while it exists. */
  removed_at: IsoDateTime.nullable(),
  refreshed_at: IsoDateTime,
});
export type Repository = z.infer<typeof RepositorySchema>;

export const RepositoryListBody = listRequest(
  {
    language: singleLineText().trim().min(1).max(60).optional(),
    topic: singleLineText().trim().min(1).max(60).optional(),
    include_removed: z.boolean().default(false),
  },
  ['stars', 'pushed', 'name'],
);
export type RepositoryListRequest = z.input<typeof RepositoryListBody>;

export const RepositoryListResponse = listResponse(RepositorySchema).extend({
  /** Languages and topics present, most common first, for the filters. */
  languages: z.array(z.object({ name: z.string(), count: z.number().int() })),
  topics: z.array(z.object({ name: z.string(), count: z.number().int() })),
});

/** What a refresh follows: an organisation, a user, or one repository (`owner/name`). */
export const TrackedTargetSchema = z.object({
  id: z.string(),
  kind: z.enum(['org', 'user', 'repo']),
  name: z.string(),
  created_at: IsoDateTime,
  last_refreshed_at: IsoDateTime.nullable(),
  last_error_kind: z.string().nullable(),
});
export type TrackedTarget = z.infer<typeof TrackedTargetSchema>;

const OwnerName = z.string().trim().regex(GITHUB_OWNER_PATTERN);
const RepoName = z.string().trim().regex(GITHUB_FULL_NAME_PATTERN);

export const TrackedAddBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('org'), name: OwnerName }),
  z.strictObject({ kind: z.literal('user'), name: OwnerName }),
  z.strictObject({ kind: z.literal('repo'), name: RepoName }),
]);

/** Deletes one repository from the catalogue by `owner/name` (`ailab repos drop`). */
export const RepositoryDropBody = z.strictObject({
  full_name: RepoName,
  /** Checks and answers what would be dropped, changing nothing. */
  dry_run: z.boolean().default(false),
});

export const RepositoryDropResultSchema = z.object({
  repository: RepositorySchema,
  dry_run: z.boolean(),
});

export const RefreshBody = z.strictObject({
  /** Walk every listing to the end instead of stopping at the first unchanged repository. */
  full: z.boolean().default(false),
});

/** The answer of a repositories refresh. */
export const RefreshSummarySchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  removed: z.number().int(),
  failed: z.array(SyncFailureSchema),
  requests: z.number().int(),
  not_modified: z.number().int(),
  /** Stopped early (rate limit); the next refresh resumes from the checkpoint. */
  partial: z.boolean(),
  /** This refresh continued an interrupted one. */
  resumed: z.boolean(),
  rate_limit: z.object({ remaining: z.number().int().nullable(), reset_at: IsoDateTime.nullable() }),
  duration_ms: z.number().int(),
});
export type RefreshSummary = z.infer<typeof RefreshSummarySchema>;
