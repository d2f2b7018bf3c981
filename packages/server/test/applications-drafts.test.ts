import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import {
  COMPLETE_ANSWERS,
  createProgramme,
  startAsVisitor,
  useApplicationServer,
} from './support/applications';
import { makeMembers } from './support/events';
import { call } from './support/http';
import { PNG, uploadForm } from './support/uploads';

const CREATE = '/v2/api/open/application/create';
const UPDATE = '/v2/api/open/application/update';
const RESUME = '/v2/api/open/application/resume';
const UPLOAD = '/v2/api/open/application/upload';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(testDialects())('a visitor’s application (%s)', (dialect) => {
  const env = useApplicationServer(dialect, { applicationAttachmentMaxBytes: 2048 });

  it('starts with an email, resumes from the emailed link, autosaves with versions and submits', async () => {
    const { slug } = await createProgramme(env.server, env.admin);
    const email = 'visitor.one@example.org';
    const token = await startAsVisitor(env.server, slug, email);
    const row = await env.server.server.ctx.db
      .selectFrom('applications')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.resume_token_hash).toBe(sha256(token));

    const resumed = await call(env.server.url, RESUME, { token });
    expect(resumed.status).toBe(200);
    expect(resumed.body.application.state).toBe('draft');
    expect(resumed.body.programme.slug).toBe(slug);

    const saved = await call(env.server.url, UPDATE, {
      action: 'save',
      token,
      version: 0,
      answers: { problem: 'Paper triage.' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(1);
    // A save from the version before is stale, and names the stored one.
    const stale = await call(env.server.url, UPDATE, {
      action: 'save',
      token,
      version: 0,
      answers: { problem: 'Other.' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toContain('1');

    const incomplete = await call(env.server.url, UPDATE, { action: 'submit', token, version: 1 });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.fields.map((field: { field: string }) => field.field)).toContain(
      'answers.solution',
    );

    const submitted = await call(env.server.url, UPDATE, {
      action: 'submit',
      token,
      version: 1,
      answers: COMPLETE_ANSWERS,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.state).toBe('submitted');
    expect(submitted.body).not.toHaveProperty('score');
    const late = await call(
      env.server.url,
      UPDATE,
      { action: 'save', token, version: 2, answers: { problem: 'x' } },
      { language: 'en-US' },
    );
    expect(late.status).toBe(409);
    expect(late.body.error.message).toContain('submitted');
  });

  it('answers the same for a second request and retires the first link', async () => {
    const { slug } = await createProgramme(env.server, env.admin);
    const email = 'visitor.two@example.org';
    const first = await startAsVisitor(env.server, slug, email);
    const again = await call(env.server.url, CREATE, { programme: slug, email });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ sent: true });
    const second = await startAsVisitor(env.server, slug, email);
    expect(second).not.toBe(first);
    expect((await call(env.server.url, RESUME, { token: first })).status).toBe(403);
    expect((await call(env.server.url, RESUME, { token: second })).status).toBe(200);
  });

  it('refuses unknown questions, wrong kinds and a 5 MB answer, changing nothing', async () => {
    const { slug } = await createProgramme(env.server, env.admin);
    const token = await startAsVisitor(env.server, slug, 'visitor.bad@example.org');
    const unknown = await call(env.server.url, UPDATE, {
      action: 'save',
      token,
      version: 0,
      answers: { nope: 'x', problem: 'kept?' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields[0].field).toBe('answers.nope');
    const wrongKind = await call(env.server.url, UPDATE, {
      action: 'save',
      token,
      version: 0,
      answers: { team_size: 'two' },
    });
    expect(wrongKind.status).toBe(400);
    const badChoice = await call(env.server.url, UPDATE, {
      action: 'save',
      token,
      version: 0,
      answers: { stage: 'unicorn' },
    });
    expect(badChoice.status).toBe(400);
    const huge = await call(env.server.url, UPDATE, {
      action: 'save',
      token,
      version: 0,
      answers: { problem: 'x'.repeat(5 * 1024 * 1024) },
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const after = await call(env.server.url, RESUME, { token });
    expect(after.body.application.version).toBe(0);
    expect(after.body.application.answers).toEqual({});
  });

  it('takes a PDF by its bytes, refuses another type and a file over the cap', async () => {
    const { slug } = await createProgramme(env.server, env.admin);
    const token = await startAsVisitor(env.server, slug, 'visitor.files@example.org');
    const form = (bytes: Uint8Array, name: string, question = 'pitch_deck') => {
      const data = new FormData();
      data.append('token', token);
      data.append('question_id', question);
      for (const [key, value] of uploadForm(bytes, name, 'application/pdf').entries())
        data.append(key, value);
      return data;
    };
    const ok = await call(env.server.url, UPLOAD, undefined, { raw: form(PDF, 'deck.pdf') });
    expect(ok.status).toBe(200);
    expect(ok.body.attachments).toHaveLength(1);
    expect(ok.body.attachments[0].mime).toBe('application/pdf');
    // Named .pdf and sent as PDF, but the bytes say otherwise.
    const text = await call(env.server.url, UPLOAD, undefined, {
      raw: form(Buffer.from('just some text, not a PDF'), 'x.pdf'),
    });
    expect(text.status).toBe(415);
    const big = await call(env.server.url, UPLOAD, undefined, {
      raw: form(Buffer.concat([PNG, Buffer.alloc(4096)]), 'big.png'),
    });
    expect(big.status).toBe(413);
    const notFile = await call(env.server.url, UPLOAD, undefined, { raw: form(PDF, 'deck.pdf', 'problem') });
    expect(notFile.status).toBe(400);
    const after = await call(env.server.url, RESUME, { token });
    expect(after.body.application.attachments).toHaveLength(1);
  });

  it('decides a submit at the close time by the server clock, exact to the millisecond', async () => {
    const { slug, closes_at } = await createProgramme(env.server, env.admin);
    const ctx = env.server.server.ctx;
    const realNow = ctx.now;
    const tokenA = await startAsVisitor(env.server, slug, 'close.a@example.org');
    const tokenB = await startAsVisitor(env.server, slug, 'close.b@example.org');
    try {
      ctx.now = () => new Date(Date.parse(closes_at) - 1);
      const before = await call(env.server.url, UPDATE, {
        action: 'submit',
        token: tokenA,
        version: 0,
        answers: COMPLETE_ANSWERS,
      });
      expect(before.status).toBe(200);
      ctx.now = () => new Date(closes_at);
      const at = await call(env.server.url, UPDATE, {
        action: 'submit',
        token: tokenB,
        version: 0,
        answers: COMPLETE_ANSWERS,
      });
      expect(at.status).toBe(409);
      const stored = await ctx.db
        .selectFrom('applications')
        .select('state')
        .where('email', '=', 'close.b@example.org')
        .executeTakeFirstOrThrow();
      expect(stored.state).toBe('draft');
    } finally {
      ctx.now = realNow;
    }
  });

  it('lets one of two autosaves from the same version win', async () => {
    const { slug } = await createProgramme(env.server, env.admin);
    const token = await startAsVisitor(env.server, slug, 'race.save@example.org');
    const answers = await Promise.all(
      ['first', 'second', 'third'].map((text) =>
        call(env.server.url, UPDATE, { action: 'save', token, version: 0, answers: { problem: text } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const after = await call(env.server.url, RESUME, { token });
    expect(after.body.application.version).toBe(1);
  });

  it('gives a visitor accepted before having an account the role and the startup when the draft moves to them', async () => {
    const { slug } = await createProgramme(env.server, env.admin);
    const [member] = await makeMembers(env.server, 1, 'late');
    if (!member) throw new Error('no member');
    const token = await startAsVisitor(env.server, slug, member.email);
    const submitted = await call(env.server.url, UPDATE, {
      action: 'submit',
      token,
      version: 0,
      answers: COMPLETE_ANSWERS,
    });
    expect(submitted.status).toBe(200);
    const id = submitted.body.id;
    const review = '/v2/api/admin/application/update';
    await call(env.server.url, review, { action: 'state', id, to: 'in_review' }, { token: env.admin });
    const decided = await call(
      env.server.url,
      review,
      { action: 'decide', id, decision: 'accepted' },
      { token: env.admin },
    );
    expect(decided.status).toBe(200);
    const db = env.server.server.ctx.db;
    const ownedBy = () =>
      db
        .selectFrom('startups')
        .innerJoin('users', 'users.id', 'startups.owner_id')
        .select('startups.name')
        .where('users.email', '=', member.email)
        .execute();
    // No account held the draft at the decision: the startup waits for one.
    expect(await ownedBy()).toEqual([]);
    expect(
      (await call(env.server.url, '/v2/api/ailab/applications/user', {}, { token: member.token })).status,
    ).toBe(200);
    expect(await ownedBy()).toHaveLength(1);
    const effect = await db
      .selectFrom('application_effects')
      .select('status')
      .where('application_id', '=', id)
      .where('kind', '=', 'create_startup')
      .executeTakeFirstOrThrow();
    expect(effect.status).toBe('done');
  });

  it('moves a draft to the member with that address, and retires the resume link', async () => {
    const { slug } = await createProgramme(env.server, env.admin);
    const [member] = await makeMembers(env.server, 1, 'claim');
    if (!member) throw new Error('no member');
    const token = await startAsVisitor(env.server, slug, member.email);
    const mine = await call(env.server.url, '/v2/api/ailab/applications/user', {}, { token: member.token });
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((item: { programme: { slug: string } }) => item.programme.slug)).toContain(
      slug,
    );
    const reused = await call(env.server.url, UPDATE, {
      action: 'save',
      token,
      version: 0,
      answers: { problem: 'x' },
    });
    expect(reused.status).toBe(403);
    const id = mine.body.items[0].id;
    const saved = await call(
      env.server.url,
      '/v2/api/ailab/application/update',
      { action: 'save', id, version: 0, answers: { problem: 'Now signed in.' } },
      { token: member.token },
    );
    expect(saved.status).toBe(200);
    const problem = await call(
      env.server.url,
      '/v2/api/ailab/application/get-problem',
      { id },
      { token: member.token },
    );
    expect(problem.body.answers).toEqual({ problem: 'Now signed in.' });
  });
});
