import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { DEMO_REPOSITORIES } from './demo-repositories';

/** Demo repositories (negative GitHub ids, never refreshed), so the repositories screen is not empty. */
export async function seedDemoRepositories(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const rows = DEMO_REPOSITORIES.map(
    ([owner, name, description, language, topics, stars, release], index) => {
      const pushed = new Date(now.getTime() - (index * 37 + 5) * 3_600_000).toISOString();
      return {
        id: randomUUID(),
        github_id: -(index + 1),
        full_name: `${owner}/${name}`,
        full_name_key: `${owner}/${name}`.toLowerCase(),
        owner,
        name,
        description,
        url: `https://github.com/${owner}/${name}`,
        homepage: null,
        language,
        topics: JSON.stringify(topics),
        stars,
        forks: Math.round(stars / 9),
        open_issues: (index * 7) % 41,
        license: index % 5 === 4 ? 'Apache-2.0' : 'MIT',
        latest_release_tag: release,
        latest_release_at: release ? new Date(now.getTime() - (index + 3) * 86_400_000).toISOString() : null,
        release_etag: null,
        pushed_at: pushed,
        archived: name === 'legacy-orchestrator' ? 1 : 0,
        removed_at: null,
        etag: null,
        source_target: 'demo',
        created_at: now.toISOString(),
        refreshed_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
    },
  );
  await ctx.db.insertInto('repositories').values(rows).execute();
  return rows.length;
}
