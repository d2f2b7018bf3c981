export interface GithubTargetsTable {
  id: string;
  kind: 'org' | 'user' | 'repo';
  name: string;
  name_key: string;
  created_at: string;
  last_refreshed_at: string | null;
  last_error_kind: string | null;
}

export interface RepositoriesTable {
  id: string;
  github_id: number;
  full_name: string;
  full_name_key: string;
  owner: string;
  name: string;
  description: string | null;
  url: string;
  homepage: string | null;
  language: string | null;
  topics: string;
  stars: number;
  forks: number;
  open_issues: number;
  license: string | null;
  latest_release_tag: string | null;
  latest_release_at: string | null;
  release_etag: string | null;
  pushed_at: string | null;
  archived: number;
  removed_at: string | null;
  etag: string | null;
  source_target: string;
  created_at: string;
  refreshed_at: string;
  updated_at: string;
}

/** The tracked GitHub targets and their repositories. Merged into `Database` (db/schema.ts). */
export interface RepositoriesTables {
  github_targets: GithubTargetsTable;
  repositories: RepositoriesTable;
}
