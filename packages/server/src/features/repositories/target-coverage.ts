import type { AppContext } from '../../app-context';
import {
  listLiveRepositories,
  listTargets,
  type RepositoryRow,
  type TargetRow,
  updateRepository,
} from './repositories.repository';

/**
 * Whether a followed target still covers a stored repository: a followed repository by its name, an
 * organisation or user by the owner in the name or by the target the repository was found through (a repository
 * transferred away keeps the target that found it). Only covered repositories are refreshed.
 */
export function coveredBy(targets: readonly TargetRow[]): (repo: RepositoryRow) => boolean {
  const repos = new Set(targets.filter((target) => target.kind === 'repo').map((target) => target.name_key));
  const owners = new Set(targets.filter((target) => target.kind !== 'repo').map((target) => target.name_key));
  return (repo) =>
    repos.has(repo.full_name_key) ||
    owners.has(repo.full_name_key.split('/')[0] ?? '') ||
    owners.has(repo.source_target.toLowerCase()) ||
    repos.has(repo.source_target.toLowerCase());
}

/** Demo repositories (negative GitHub ids, `demoSeeder`) are never refreshed nor removed by a refresh. */
export const isDemoRepository = (repo: RepositoryRow) => Number(repo.github_id) < 0;

/**
 * Marks removed every live repository no followed target covers (after `repos track remove`), without asking
 * GitHub; answers how many. A repository followed again comes back on the next refresh.
 */
export async function removeUncovered(ctx: AppContext, now: string): Promise<number> {
  const covered = coveredBy(await listTargets(ctx.db));
  const orphans = (await listLiveRepositories(ctx.db)).filter(
    (repo) => !covered(repo) && !isDemoRepository(repo),
  );
  for (const repo of orphans) await updateRepository(ctx.db, repo.id, { removed_at: now, updated_at: now });
  return orphans.length;
}
