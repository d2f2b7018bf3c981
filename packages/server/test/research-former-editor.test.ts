import { ROLE } from '@ailab/core/roles/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import type { Answer } from './support/http';
import { as, memberWithRoles, newMember } from './support/research';

const A = '/v2/api/ailab/research';
/** Words only the unpublished items hold. */
const SECRET = 'quokka';

/**
 * Issue 21 (security): an editor taken off the research editors list keeps the assignment on record but
 * gets exactly what a role 1 non-author gets on every review endpoint, and sees nothing of the items
 * through list or search; added back, they have their rights again.
 */
describe.each(testDialects())('research: a removed editor loses their review rights (%s)', (dialect) => {
  let server: TestServer;
  let admin = '';
  let author = '';
  let stranger = '';
  let editor: { id: string; email: string; token: string };
  /** In review, assigned to the editor only. */
  let inReview: { id: string; slug: string; version: number };
  /** Approved by the editor before the removal. */
  let approved: { id: string; slug: string };

  const must = async (answer: Promise<Answer>) => {
    const done = await answer;
    if (done.status !== 200) throw new Error(`${done.status} ${done.text}`);
    return done.body;
  };
  const editors = (action: 'add' | 'remove') =>
    must(as(server, admin, `${A}/editors`, { action, email: editor.email }));

  async function submitted(title: string) {
    const item = await must(
      as(server, author, `${A}/create`, {
        title,
        summary: `The ${SECRET} summary.`,
        sections: [{ key: 'body', title: 'Body', body: `The ${SECRET} body.` }],
      }),
    );
    const sent = await must(
      as(server, author, `${A}/manage`, { action: 'submit', id: item.id, reviewer_ids: [editor.id] }),
    );
    return { id: item.id as string, slug: item.slug as string, version: sent.version as number };
  }

  /** Every review endpoint, with the body each call sends. */
  const probes = (): [string, string, object][] => [
    ['get by id', `${A}/get`, { id: inReview.id }],
    ['get by slug', `${A}/get`, { slug: inReview.slug }],
    ['comment', `${A}/review`, { action: 'comment', id: inReview.id, body: 'A note.' }],
    ['approve', `${A}/review`, { action: 'approve', id: inReview.id, version: inReview.version }],
    ['request changes', `${A}/review`, { action: 'request_changes', id: inReview.id, body: 'More.' }],
    ['revisions', `${A}/revisions`, { id: inReview.id }],
    ['diff', `${A}/diff`, { id: approved.id }],
    ['publish', `${A}/save-public`, { id: approved.id }],
    ['withdraw', `${A}/manage`, { action: 'withdraw', id: inReview.id }],
    ['assign', `${A}/manage`, { action: 'assign_reviewers', id: inReview.id, reviewer_ids: [editor.id] }],
    ['remove the cover', `${A}/cover/remove`, { id: inReview.id }],
    ['the public preview', '/v2/api/open/market-research', { slug: inReview.slug }],
  ];

  /** What list and search show the caller of the two items. */
  async function listed(token: string): Promise<string> {
    const answers = await Promise.all([
      must(as(server, token, `${A}/list`, { scope: 'review', limit: 100 })),
      must(as(server, token, `${A}/list`, { limit: 100 })),
      must(as(server, token, '/v2/api/open/market-research/all', { query: SECRET })),
    ]);
    return JSON.stringify(answers).toLowerCase();
  }

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    admin = await memberWithRoles(server, [ROLE.admin]);
    author = await memberWithRoles(server, [ROLE.research]);
    stranger = await memberWithRoles(server, [ROLE.research]);
    editor = await newMember(server, [ROLE.research]);
    await editors('add');
    inReview = await submitted('Quokka in review');
    const toApprove = await submitted('Quokka approved');
    await must(
      as(server, editor.token, `${A}/review`, {
        action: 'approve',
        id: toApprove.id,
        version: toApprove.version,
      }),
    );
    approved = toApprove;
  }, 60_000);
  afterAll(() => server?.close());

  it('while an editor, reviews what is assigned and lists it', async () => {
    const item = await must(as(server, editor.token, `${A}/get`, { id: inReview.id }));
    expect(item.item.can_review).toBe(true);
    expect(await listed(editor.token)).toContain(inReview.id);
  });

  it('once removed, gets a role 1 non-author’s answers and sees nothing; the author sees no active reviewer', async () => {
    await editors('remove');
    for (const [name, path, body] of probes()) {
      const [former, other] = [
        await as(server, editor.token, path, body),
        await as(server, stranger, path, body),
      ];
      expect(former.status, `${name}: ${former.text.slice(0, 200)}`).toBe(other.status);
      expect(former.status, name).toBe(404);
      expect(former.text.toLowerCase(), name).not.toContain(SECRET);
    }
    const seen = await listed(editor.token);
    for (const item of [inReview, approved]) {
      expect(seen).not.toContain(item.id);
      expect(seen).not.toContain(item.slug);
    }
    expect(seen).not.toContain(SECRET);

    const own = await must(as(server, author, `${A}/get`, { id: inReview.id }));
    expect(own.item.reviewers).toEqual([expect.objectContaining({ id: editor.id, active: false })]);
    const still = await must(as(server, author, `${A}/get`, { id: approved.id }));
    expect(still.item.reviewers).toEqual([expect.objectContaining({ approved: true, active: false })]);
  });

  it('added back, has the rights on the same assignments again', async () => {
    await editors('add');
    const item = await must(as(server, editor.token, `${A}/get`, { id: inReview.id }));
    expect(item.item.reviewers).toEqual([expect.objectContaining({ id: editor.id, active: true })]);
    expect(await listed(editor.token)).toContain(inReview.id);
    const done = await must(
      as(server, editor.token, `${A}/review`, {
        action: 'approve',
        id: inReview.id,
        version: inReview.version,
      }),
    );
    expect(done.item.state).toBe('approved');
  });
});
