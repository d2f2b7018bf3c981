import {
  GITHUB_FULL_NAME_PATTERN,
  GITHUB_OWNER_PATTERN,
  GITHUB_REPOSITORY_PATTERN,
} from '@ailab/core/github/github-names';
import { z } from 'zod';
import { isHttpUrl } from '../../outbound/http-url';

const Count = z.number().int().nonnegative();

/**
 * The fields of GitHub's repository JSON the lab keeps, checked at the boundary: names by GitHub's
 * rules, counts as counts, `html_url` only http(s) (a repository with another is refused), and a
 * `homepage` that is not http(s) dropped (owners type it freely).
 */
export const GithubRepositorySchema = z.object({
  id: z.number().int().positive(),
  full_name: z.string().regex(GITHUB_FULL_NAME_PATTERN),
  name: z.string().regex(GITHUB_REPOSITORY_PATTERN),
  owner: z.object({ login: z.string().regex(GITHUB_OWNER_PATTERN) }),
  description: z.string().nullable(),
  html_url: z.string().refine(isHttpUrl),
  homepage: z
    .string()
    .nullish()
    .transform((value) => (value && isHttpUrl(value) ? value : null)),
  language: z.string().nullable(),
  topics: z.array(z.string()).optional(),
  stargazers_count: Count,
  forks_count: Count,
  open_issues_count: Count,
  license: z.object({ spdx_id: z.string().nullish(), name: z.string().nullish() }).nullish(),
  pushed_at: z.string().max(40).nullable(),
  archived: z.boolean(),
  private: z.boolean().optional(),
});
export type GithubRepository = z.infer<typeof GithubRepositorySchema>;

/** A listing page: each item is checked on its own, so one odd repository does not sink the page. */
export const GithubListingSchema = z.array(z.unknown());

/** GitHub's release JSON, the part the lab keeps; a release without a tag counts as none. */
export const GithubReleaseSchema = z.object({
  tag_name: z.string().nullish(),
  published_at: z.string().max(40).nullish(),
});
export type GithubRelease = z.infer<typeof GithubReleaseSchema>;

function clip(text: string | null | undefined, max: number): string | null {
  if (!text) return null;
  return text.length > max ? text.slice(0, max) : text;
}

/** The stored columns for a repository as GitHub describes it. */
export function repositoryColumns(repo: GithubRepository) {
  const license =
    repo.license?.spdx_id && repo.license.spdx_id !== 'NOASSERTION'
      ? repo.license.spdx_id
      : (repo.license?.name ?? null);
  return {
    github_id: repo.id,
    full_name: repo.full_name,
    full_name_key: repo.full_name.toLowerCase(),
    owner: repo.owner.login,
    name: repo.name,
    description: clip(repo.description, 1000),
    url: repo.html_url,
    homepage: clip(repo.homepage, 500) || null,
    language: clip(repo.language, 60),
    topics: JSON.stringify((repo.topics ?? []).slice(0, 30)),
    stars: repo.stargazers_count,
    forks: repo.forks_count,
    open_issues: repo.open_issues_count,
    license: clip(license, 100),
    pushed_at: repo.pushed_at,
    archived: repo.archived ? 1 : 0,
  };
}

/** True when the listing shows the repository as the lab last stored it (same last push). */
export function unchangedSince(stored: { pushed_at: string | null }, listed: GithubRepository): boolean {
  return stored.pushed_at === listed.pushed_at;
}
