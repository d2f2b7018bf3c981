/** The fields of GitHub's repository JSON the lab keeps. */
export interface GithubRepository {
  id: number;
  full_name: string;
  name: string;
  owner: { login: string };
  description: string | null;
  html_url: string;
  homepage?: string | null;
  language: string | null;
  topics?: string[];
  stargazers_count: number;
  forks_count: number;
  open_issues_count: number;
  license?: { spdx_id?: string | null; name?: string | null } | null;
  pushed_at: string | null;
  archived: boolean;
  private?: boolean;
}

/** GitHub's release JSON, the part the lab keeps. */
export interface GithubRelease {
  tag_name: string;
  published_at: string | null;
}

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
