import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createProgramme, submittedApplication, useApplicationServer } from './support/applications';
import { call } from './support/http';
import { makeReviewers } from './support/reviewers';

const ASSIGN = '/v2/api/admin/applications/assign';
const GET = '/v2/api/admin/application/get';
const UPDATE = '/v2/api/admin/application/update';

interface Item {
  id: string;
  assigned: { email: string }[];
  excluded: { reviewer: { email: string }; reason: string }[];
  missing: number;
}

/** Addresses unique to one test, on domains of their own. */
function addresses(prefix: string) {
  const run = randomUUID().slice(0, 6);
  return {
    alpha: `${prefix}.alpha@alpha-${run}.example.net`,
    beta: `${prefix}.beta@beta-${run}.example.net`,
    gamma: `${prefix}.gamma@gamma-${run}.example.net`,
    gmail: `${prefix}.${run}@gmail.com`,
    alphaDomain: `alpha-${run}.example.net`,
  };
}

describe.each(testDialects())('automatic reviewer assignment (%s)', (dialect) => {
  const env = useApplicationServer(dialect);
  const url = () => env.server.url;

  async function reviewersOf(id: string): Promise<string[]> {
    const view = await call(url(), GET, { id }, { token: env.admin });
    return view.body.reviewers.map((reviewer: { id: string }) => reviewer.id);
  }

  async function pairsOf(programmeId: string) {
    return env.server.server.ctx.db
      .selectFrom('application_reviewers')
      .innerJoin('applications', 'applications.id', 'application_reviewers.application_id')
      .select(['application_reviewers.application_id', 'application_reviewers.reviewer_id'])
      .where('applications.programme_id', '=', programmeId)
      .execute();
  }

  it('balances, excludes conflicts, previews without writing, and only fills what is missing', async () => {
    const who = addresses('bal');
    const pool = [who.alpha, who.beta, who.gamma, who.gmail];
    await makeReviewers(env.server, pool);
    const programme = await createProgramme(env.server, env.admin);
    const slug = programme.slug;
    const sameDomain = await submittedApplication(env.server, slug, `founder@${who.alphaDomain}`);
    const onTeam = await submittedApplication(env.server, slug, 'team.founder@founders.example.org', {
      team: [{ name: 'Beta Reviewer', email: who.beta, role: 'Advisor' }],
    });
    const publicMail = await submittedApplication(
      env.server,
      slug,
      `someone.${randomUUID().slice(0, 4)}@gmail.com`,
    );
    for (let i = 0; i < 3; i += 1)
      await submittedApplication(
        env.server,
        slug,
        `plain${i}.${randomUUID().slice(0, 4)}@founders.example.org`,
      );

    const body = { programme: slug, per_application: 2, reviewers: pool };
    const preview = await call(url(), ASSIGN, { ...body, dry_run: true }, { token: env.admin });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.dry_run).toBe(true);
    expect(preview.body.items).toHaveLength(6);
    expect(preview.body.assigned_count).toBe(12);
    const items = new Map<string, Item>(preview.body.items.map((item: Item) => [item.id, item]));
    const exclusion = (id: string) =>
      items.get(id)?.excluded.map((entry) => `${entry.reviewer.email}:${entry.reason}`);
    expect(exclusion(sameDomain.id)).toEqual([`${who.alpha}:email_domain`]);
    expect(exclusion(onTeam.id)).toEqual([`${who.beta}:team_member`]);
    // gmail.com is a public mail domain: sharing it is no conflict.
    expect(exclusion(publicMail.id)).toEqual([]);
    expect(items.get(sameDomain.id)?.assigned.map((entry) => entry.email)).not.toContain(who.alpha);
    expect(items.get(onTeam.id)?.assigned.map((entry) => entry.email)).not.toContain(who.beta);
    for (const reviewer of preview.body.reviewers) expect([reviewer.before, reviewer.after]).toEqual([0, 3]);
    // The dry run changed nothing and mailed no one.
    expect(await pairsOf(programme.id)).toHaveLength(0);
    expect(await env.server.readOutbox(who.gamma)).toHaveLength(0);

    const run = await call(url(), ASSIGN, body, { token: env.admin });
    expect(run.status, run.text).toBe(200);
    expect(run.body.assigned_count).toBe(12);
    const pairs = await pairsOf(programme.id);
    expect(pairs).toHaveLength(12);
    const perReviewer = new Map<string, number>();
    for (const pair of pairs) perReviewer.set(pair.reviewer_id, (perReviewer.get(pair.reviewer_id) ?? 0) + 1);
    expect([...perReviewer.values()]).toEqual([3, 3, 3, 3]);
    expect(await reviewersOf(sameDomain.id)).toHaveLength(2);
    // One email per reviewer for the run, through the outbox, naming no applicant.
    const mails = await env.server.readOutbox(who.gamma);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('3');
    expect(mails[0]?.text).not.toContain('founders.example.org');
    const audit = await env.server.server.ctx.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'application.auto_assign')
      .where('target_id', '=', programme.id)
      .execute();
    expect(audit).toHaveLength(1);

    // Idempotent: a second run assigns nothing; a higher target adds only what is missing.
    const again = await call(url(), ASSIGN, body, { token: env.admin });
    expect(again.body.assigned_count).toBe(0);
    expect(await pairsOf(programme.id)).toHaveLength(12);
    const three = await call(url(), ASSIGN, { ...body, per_application: 3 }, { token: env.admin });
    expect(three.body.assigned_count).toBe(6);
    const after = await pairsOf(programme.id);
    expect(after).toHaveLength(18);
    expect(new Set(after.map((pair) => `${pair.application_id}:${pair.reviewer_id}`)).size).toBe(18);
    // Each application has 3, and the two conflicted ones still not their conflicted reviewer.
    const wanting = three.body.items.filter((item: Item) => item.missing > 0);
    expect(wanting).toEqual([]);
  });

  it('two runs at once give each application its reviewers once', async () => {
    const who = addresses('par');
    await makeReviewers(env.server, [who.alpha, who.beta, who.gamma, who.gmail]);
    const programme = await createProgramme(env.server, env.admin);
    for (let i = 0; i < 8; i += 1)
      await submittedApplication(
        env.server,
        programme.slug,
        `par${i}.${randomUUID().slice(0, 4)}@founders.example.org`,
      );
    // Two pools with no one in common: only runs that take turns leave each application with two.
    const body = { programme: programme.slug, per_application: 2 };
    const answers = await Promise.all([
      call(url(), ASSIGN, { ...body, reviewers: [who.alpha, who.beta] }, { token: env.admin }),
      call(url(), ASSIGN, { ...body, reviewers: [who.gamma, who.gmail] }, { token: env.admin }),
    ]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect(answers.reduce((sum, answer) => sum + answer.body.assigned_count, 0)).toBe(16);
    const pairs = await pairsOf(programme.id);
    expect(pairs).toHaveLength(16);
    const perApplication = new Map<string, number>();
    for (const pair of pairs)
      perApplication.set(pair.application_id, (perApplication.get(pair.application_id) ?? 0) + 1);
    expect([...perApplication.values()].every((count) => count === 2)).toBe(true);
  });

  it('is for administrators; names a reviewer it does not know; refuses a conflicted reviewer by hand', async () => {
    const who = addresses('man');
    await makeReviewers(env.server, [who.alpha, who.beta]);
    const programme = await createProgramme(env.server, env.admin);
    const { id } = await submittedApplication(env.server, programme.slug, `founder@${who.alphaDomain}`);

    expect((await call(url(), ASSIGN, { programme: programme.slug })).status).toBe(401);
    const asReviewer = await call(url(), ASSIGN, { programme: programme.slug }, { token: env.reviewer });
    expect(asReviewer.status).toBe(403);
    const unknown = await call(
      url(),
      ASSIGN,
      { programme: programme.slug, reviewers: ['nobody@nowhere.example.net'] },
      { token: env.admin },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields[0].field).toBe('reviewers');
    const missing = await call(url(), ASSIGN, { programme: 'no-such-programme' }, { token: env.admin });
    expect(missing.status).toBe(404);

    const conflicted = await call(
      url(),
      UPDATE,
      { action: 'assign', id, add: [who.alpha] },
      { token: env.admin },
    );
    expect(conflicted.status).toBe(400);
    expect(conflicted.text).toContain('conflict_of_interest');
    expect(await pairsOf(programme.id)).toHaveLength(0);
    const fine = await call(url(), UPDATE, { action: 'assign', id, add: [who.beta] }, { token: env.admin });
    expect(fine.status, fine.text).toBe(200);
    expect(await env.server.readOutbox(who.beta)).toHaveLength(1);
    // Assigning the same reviewer again neither duplicates nor mails twice.
    await call(url(), UPDATE, { action: 'assign', id, add: [who.beta] }, { token: env.admin });
    expect(await pairsOf(programme.id)).toHaveLength(1);
    expect(await env.server.readOutbox(who.beta)).toHaveLength(1);
  });

  it('draws on every active role-98 reviewer when none are named', async () => {
    const programme = await createProgramme(env.server, env.admin);
    const { id } = await submittedApplication(
      env.server,
      programme.slug,
      'pool.founder@founders.example.org',
    );
    const preview = await call(url(), ASSIGN, { ids: [id], dry_run: true }, { token: env.admin });
    expect(preview.status, preview.text).toBe(200);
    const emails = preview.body.reviewers.map((reviewer: { email: string }) => reviewer.email);
    expect(emails).toContain('reviewer@example.com');
    // Administrators review only when named.
    expect(emails).not.toContain('staff@example.com');
    expect(preview.body.items).toHaveLength(1);
    expect(preview.body.items[0].assigned).toHaveLength(2);
  });
});
