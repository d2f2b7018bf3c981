import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { findUserByEmail } from '../../identity/users.repository';
import { enqueueJob } from '../../jobs/enqueue-job';
import { DEMO_GROUPS, type DemoIndustry } from './demo-industries.data';
import { DEMO_REPORTS, type DemoReport } from './demo-reports.data';
import type { RevisionContent } from './research-content';
import { insertRevision } from './research-items.service';
import { publishApproved, RESEARCH_PUBLISH_JOB } from './research-publish.service';

const DAY = 86_400_000;

function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/** The six overview sections of one demo industry. */
function sectionsOf(industry: DemoIndustry): { key: string; title: string; body: string }[] {
  return [
    { key: 'size_growth', title: 'Size and growth', body: industry.size },
    { key: 'trends', title: 'Trends', body: bullets(industry.trends) },
    { key: 'key_players', title: 'Key players', body: industry.players },
    { key: 'ai_use_cases', title: 'AI use cases', body: bullets(industry.useCases) },
    { key: 'adoption_barriers', title: 'Adoption barriers', body: bullets(industry.barriers) },
    { key: 'regulation', title: 'Regulation', body: industry.regulation },
  ];
}

async function seedCatalogue(ctx: AppContext): Promise<number> {
  const now = ctx.now().getTime();
  let created = 0;
  for (const [groupIndex, group] of DEMO_GROUPS.entries()) {
    const existing = await ctx.db
      .selectFrom('industry_groups')
      .select('id')
      .where('slug', '=', group.slug)
      .executeTakeFirst();
    const groupId = existing?.id ?? randomUUID();
    if (!existing)
      await ctx.db
        .insertInto('industry_groups')
        .values({
          id: groupId,
          slug: group.slug,
          name: group.name,
          description: group.description,
          position: groupIndex,
          created_at: new Date(now - 90 * DAY).toISOString(),
        })
        .execute();
    for (const [index, industry] of group.industries.entries()) {
      if (
        await ctx.db
          .selectFrom('industries')
          .select('id')
          .where('slug', '=', industry.slug)
          .executeTakeFirst()
      )
        continue;
      created += 1;
      const id = randomUUID();
      const at = new Date(now - (60 - index * 5) * DAY).toISOString();
      await ctx.db
        .insertInto('industries')
        .values({
          id,
          group_id: groupId,
          slug: industry.slug,
          name: industry.name,
          summary: industry.summary,
          position: index,
          created_at: at,
          updated_at: at,
        })
        .execute();
      for (const [sectionIndex, section] of sectionsOf(industry).entries()) {
        // The regulation sections of some industries were reviewed this week, so daily briefs show a change.
        const recent = section.key === 'regulation' && index % 2 === 0;
        const updated = new Date(now - (recent ? 2 : 45 + sectionIndex) * DAY).toISOString();
        await ctx.db
          .insertInto('industry_sections')
          .values({
            industry_id: id,
            key: section.key,
            title: section.title,
            body: section.body,
            sources: JSON.stringify(industry.sources),
            last_reviewed: updated.slice(0, 10),
            updated_at: updated,
          })
          .execute();
      }
    }
  }
  return created;
}

/** A report cites the sources of its industries' overviews (deduplicated by link). */
function demoSources(industries: readonly string[]): { title: string; url: string }[] {
  const all = DEMO_GROUPS.flatMap((group) => group.industries)
    .filter((industry) => industries.includes(industry.slug))
    .flatMap((industry) => industry.sources);
  return [...new Map(all.map((source) => [source.url, source])).values()];
}

async function seedReport(
  db: Kysely<Database>,
  report: DemoReport,
  people: { authorId: string; reviewerId: string },
  now: number,
): Promise<void> {
  const id = randomUUID();
  const created = new Date(now - (report.days + 7) * DAY).toISOString();
  const content: RevisionContent = {
    title: report.title,
    summary: report.summary,
    sections: [...report.sections],
    industries: [...report.industries],
    tags: [...report.tags],
    sources: demoSources(report.industries),
  };
  const reviewed = report.state !== 'in_review';
  await db
    .insertInto('research_items')
    .values({
      id,
      slug: report.slug,
      author_id: people.authorId,
      state: report.state === 'in_review' ? 'in_review' : 'approved',
      version: 1,
      required_approvals: 1,
      approved_revision: reviewed ? 1 : null,
      published_revision: null,
      publish_at: null,
      published_at: null,
      cover_path: null,
      cover_media_id: null,
      pub_title: '',
      pub_summary: '',
      pub_body: '',
      created_at: created,
      updated_at: created,
    })
    .execute();
  await insertRevision(db, id, 1, people.authorId, content, created);
  await db
    .insertInto('research_reviewers')
    .values({ research_id: id, user_id: people.reviewerId, assigned_at: created })
    .execute();
  if (reviewed)
    await db
      .insertInto('research_approvals')
      .values({ research_id: id, revision: 1, reviewer_id: people.reviewerId, created_at: created })
      .execute();
  for (const [index, comment] of (report.comments ?? []).entries())
    await db
      .insertInto('research_comments')
      .values({
        id: randomUUID(),
        research_id: id,
        revision: 1,
        section_key: comment.section,
        kind: 'comment',
        body: comment.body,
        author_id: people.reviewerId,
        created_at: new Date(Date.parse(created) + (index + 1) * 3_600_000).toISOString(),
      })
      .execute();
  if (report.state === 'published') {
    await publishApproved(db, id, 1, new Date(now - report.days * DAY).toISOString(), 'approved');
  } else if (report.state === 'scheduled') {
    const publishAt = new Date(now + report.days * DAY).toISOString();
    await db
      .updateTable('research_items')
      .set({ state: 'scheduled', publish_at: publishAt })
      .where('id', '=', id)
      .execute();
    await enqueueJob(db, {
      kind: RESEARCH_PUBLISH_JOB,
      payload: { id, revision: 1, publish_at: publishAt },
      idempotencyKey: `research:publish:${id}:1:${publishAt}`,
      at: new Date(now),
      runAt: new Date(publishAt),
    });
  }
}

/** Demo: the catalogue with overviews, eleven reports across the publish flow, and followed industries. */
export async function seedDemoResearch(ctx: AppContext): Promise<number> {
  let created = await seedCatalogue(ctx);
  const author = await findUserByEmail(ctx.db, 'research@example.com');
  const reviewer = await findUserByEmail(ctx.db, 'staff@example.com');
  if (!author || !reviewer) return created;
  const now = ctx.now().getTime();
  for (const report of DEMO_REPORTS) {
    if (
      await ctx.db
        .selectFrom('research_items')
        .select('id')
        .where('slug', '=', report.slug)
        .executeTakeFirst()
    )
      continue;
    await ctx.db
      .transaction()
      .execute((trx) => seedReport(trx, report, { authorId: author.id, reviewerId: reviewer.id }, now));
    created += 1;
  }
  const follows: Record<string, readonly string[]> = {
    'startup@example.com': ['payments', 'retail-banking', 'insurance'],
    'student@example.com': ['clinical-diagnostics', 'agriculture'],
    'member@example.com': ['manufacturing', 'energy-utilities', 'payments'],
  };
  for (const [email, slugs] of Object.entries(follows)) {
    const user = await findUserByEmail(ctx.db, email);
    if (!user) continue;
    const industries = await ctx.db
      .selectFrom('industries')
      .select('id')
      .where('slug', 'in', slugs)
      .execute();
    for (const industry of industries)
      await ctx.db
        .insertInto('industry_follows')
        .values({
          user_id: user.id,
          industry_id: industry.id,
          created_at: new Date(now - 5 * DAY).toISOString(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'industry_id']).doNothing())
        .execute();
  }
  return created;
}
