import { describe, expect, it } from 'vitest';
import { ownerUsageBytes } from '../src/media/media-files.repository';
import { testDialects } from '../src/testing/start-test-server';
import { createProgramme, startAsVisitor, useApplicationServer } from './support/applications';
import { makeMembers } from './support/events';
import { call } from './support/http';
import { uploadForm } from './support/uploads';

const UPLOAD = '/v2/api/open/application/upload';
/** A 300 KB PDF; `n` makes each one's bytes (and stored file) different. */
const pdf = (n: number) =>
  Buffer.from(`%PDF-1.4\n% file ${n} ${'x'.repeat(300_000)}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
const FILE_BYTES = pdf(1).length;

describe.each(testDialects())('files of visitors’ drafts (%s)', (dialect) => {
  // A quota of two files (and room for the demo's pictures): a visitor's draft holds at most that.
  const env = useApplicationServer(dialect, { mediaQuotaBytes: FILE_BYTES * 2 + 10 });

  const upload = (token: string, n: number) => {
    const data = new FormData();
    data.append('token', token);
    data.append('question_id', 'pitch_deck');
    for (const [key, value] of uploadForm(pdf(n), `deck-${n}.pdf`, 'application/pdf').entries())
      data.append(key, value);
    return call(env.server.url, UPLOAD, undefined, { raw: data });
  };

  const holderId = async () => {
    const row = await env.server.server.ctx.db
      .selectFrom('user_roles')
      .select('user_id')
      .where('role', '=', 99)
      .orderBy('granted_at')
      .orderBy('user_id')
      .executeTakeFirstOrThrow();
    return row.user_id;
  };

  it('count against the draft’s own quota, never the holder’s or other visitors’, and follow the draft to its claimant', async () => {
    const db = env.server.server.ctx.db;
    const holder = await holderId();
    const holderBefore = await ownerUsageBytes(db, holder);
    const { slug } = await createProgramme(env.server, env.admin);
    const [member] = await makeMembers(env.server, 1, 'heldfiles');
    if (!member) throw new Error('no member');
    const first = await startAsVisitor(env.server, slug, 'held.one@example.org');
    const second = await startAsVisitor(env.server, slug, member.email);

    expect((await upload(first, 1)).status).toBe(200);
    expect((await upload(first, 2)).status).toBe(200);
    const over = await upload(first, 3);
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe('STORAGE_QUOTA_EXCEEDED');
    // The first draft's full quota is its own: another visitor still uploads.
    expect((await upload(second, 4)).status).toBe(200);
    // The holding administrator's own quota is untouched by three visitors' files.
    expect(await ownerUsageBytes(db, holder)).toBe(holderBefore);
    const held = await db
      .selectFrom('media_files')
      .select(['owner_id', 'kind'])
      .where('path', 'like', 'held-applications/%')
      .execute();
    expect(held).toHaveLength(3);
    expect(new Set(held.map((row) => row.owner_id))).toEqual(new Set([holder]));

    // The member with the second draft's address signs in: the draft and its file become theirs.
    const mine = await call(env.server.url, '/v2/api/ailab/applications/user', {}, { token: member.token });
    expect(mine.status).toBe(200);
    const memberId = (
      await db.selectFrom('users').select('id').where('email', '=', member.email).executeTakeFirstOrThrow()
    ).id;
    expect(await ownerUsageBytes(db, memberId)).toBe(FILE_BYTES);
    const handed = await db
      .selectFrom('media_files')
      .select(['kind'])
      .where('owner_id', '=', memberId)
      .execute();
    expect(handed).toEqual([{ kind: 'applications' }]);
    expect(await ownerUsageBytes(db, holder)).toBe(holderBefore);
  });
});
