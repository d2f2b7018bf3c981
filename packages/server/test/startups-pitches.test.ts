import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLlmStandIn } from '../src/testing/llm-stand-in';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';
import { addStartup, invitationToken, makePerson, type Person } from './support/startups';
import { PNG, pngVariant } from './support/uploads';

const P = '/v1/api/ailab/startup_pitch';
const F = '/v1/api/pitch_field';

function imageForm(sectionId: string, bytes: Uint8Array, caption = ''): FormData {
  const form = new FormData();
  form.append('section_id', sectionId);
  if (caption) form.append('caption', caption);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'image.png');
  return form;
}

describe.each(testDialects())('pitches with versioned sections (%s)', (dialect) => {
  let server: TestServer;
  let admin = '';
  let owner: Person;
  let teammate: Person;
  let otherFounder: Person;
  let investor: Person;
  let startup: { id: string };
  let pitch: { id: string };
  beforeAll(async () => {
    server = await startTestServer({ dialect, seedDemo: true, limits: { uploadsPerWindow: 100 } });
    admin = await signIn(server.url, 'staff@example.com');
    owner = await makePerson(server, [3], 'founder');
    teammate = await makePerson(server, [8], 'mate');
    otherFounder = await makePerson(server, [3], 'rival');
    investor = await makePerson(server, [4], 'vc');
    startup = await addStartup(server, owner, { name: 'Pitch Co' });
    await call(
      server.url,
      '/v1/api/user_business/invite',
      { startup_id: startup.id, email: teammate.email },
      { token: owner.token },
    );
    const token = await invitationToken(server, teammate.email);
    await call(server.url, '/v1/api/user_business/invitation/accept', { token }, { token: teammate.token });
    pitch = (
      await call(
        server.url,
        `${P}/add`,
        { startup_id: startup.id, title: 'Seed round' },
        { token: owner.token },
      )
    ).body;
  });
  afterAll(() => server.close());

  it('starts a pitch from the eight template sections, as a draft only its team sees', async () => {
    const content = await call(server.url, `${P}/content`, { id: pitch.id }, { token: teammate.token });
    expect(content.status).toBe(200);
    expect(content.body.pitch.status).toBe('draft');
    expect(content.body.sections.map((s: { kind: string }) => s.kind)).toEqual([
      'problem',
      'solution',
      'market',
      'traction',
      'team',
      'business_model',
      'competition',
      'ask',
    ]);
    const sectionId = content.body.sections[0].id;
    // The authorization matrix of the private side: anonymous, another founder, an investor, an administrator.
    for (const [path, body] of [
      [`${P}/content`, { id: pitch.id }],
      [`${P}/section`, { id: sectionId, history: true }],
      [`${P}/section/update`, { id: sectionId, version: 1, body: 'x' }],
      [`${F}/listing`, { pitch_id: pitch.id }],
    ] as const) {
      expect((await call(server.url, path, body)).status, path).toBe(401);
      expect((await call(server.url, path, body, { token: otherFounder.token })).status, path).toBe(404);
      expect((await call(server.url, path, body, { token: investor.token })).status, path).toBe(403);
      expect((await call(server.url, path, body, { token: admin })).status, path).toBe(403);
    }
    const theirs = await call(server.url, `${P}/list`, {}, { token: otherFounder.token });
    expect(theirs.body.items).toEqual([]);
    const mine = await call(server.url, `${P}/list`, {}, { token: teammate.token });
    expect(mine.body.items.map((item: { id: string }) => item.id)).toContain(pitch.id);
  });

  it('keeps every save as a revision; two editors from one version: one 409, history with diffs', async () => {
    const content = await call(server.url, `${P}/content`, { id: pitch.id }, { token: owner.token });
    const section = content.body.sections[1];
    const first = await call(
      server.url,
      `${P}/section/update`,
      { id: section.id, version: section.version, body: 'We fix invoices.' },
      { token: owner.token },
    );
    expect(first.body.version).toBe(section.version + 1);
    const [a, b] = await Promise.all([
      call(
        server.url,
        `${P}/section/update`,
        { id: section.id, version: first.body.version, body: 'We fix invoices fast.' },
        { token: owner.token },
      ),
      call(
        server.url,
        `${P}/section/update`,
        { id: section.id, version: first.body.version, body: 'We fix all invoices.' },
        { token: teammate.token },
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.error.code).toBe('STALE_VERSION');
    const history = await call(
      server.url,
      `${P}/section`,
      { id: section.id, history: true },
      { token: teammate.token },
    );
    expect(history.body.revisions.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
    const latest = history.body.revisions[0];
    expect(latest.diff.some((part: { kind: string }) => part.kind === 'added')).toBe(true);
    expect(latest.diff.map((part: { text: string }) => part.text).join('')).toContain('invoices');
  });

  it('reorders, adds and removes sections', async () => {
    const content = await call(server.url, `${P}/content`, { id: pitch.id }, { token: owner.token });
    const ids = content.body.sections.map((s: { id: string }) => s.id);
    const reordered = await call(
      server.url,
      `${P}/update`,
      { action: 'reorder', id: pitch.id, section_ids: [...ids].reverse() },
      { token: owner.token },
    );
    expect(reordered.body.sections.map((s: { id: string }) => s.id)).toEqual([...ids].reverse());
    const partial = await call(
      server.url,
      `${P}/update`,
      { action: 'reorder', id: pitch.id, section_ids: ids.slice(1) },
      { token: owner.token },
    );
    expect(partial.status).toBe(409);
    const added = await call(
      server.url,
      `${P}/update`,
      { action: 'add_section', id: pitch.id, title: 'Why now' },
      { token: owner.token },
    );
    expect(added.body.sections.at(-1)).toMatchObject({ title: 'Why now', kind: 'custom' });
    const removed = await call(
      server.url,
      `${P}/update`,
      { action: 'remove_section', id: pitch.id, section_id: added.body.sections.at(-1).id },
      { token: owner.token },
    );
    expect(removed.body.sections).toHaveLength(8);
  });

  it('stores section images in a consistent order under parallel uploads, refusing what is not an image', async () => {
    const content = await call(server.url, `${P}/content`, { id: pitch.id }, { token: owner.token });
    const sectionId = content.body.sections[2].id;
    const uploads = await Promise.all(
      [1, 2, 3, 4, 5].map((seed) =>
        call(server.url, `${P}/section/image`, undefined, {
          token: owner.token,
          raw: imageForm(sectionId, pngVariant(seed), `chart ${seed}`),
        }),
      ),
    );
    expect(uploads.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const images = await call(
      server.url,
      `${P}/section/images`,
      { section_id: sectionId },
      { token: owner.token },
    );
    expect(images.body.items.map((image: { position: number }) => image.position)).toEqual([0, 1, 2, 3, 4]);
    const notImage = new FormData();
    notImage.append('section_id', sectionId);
    notImage.append('file', new Blob(['%PDF-1.4 not an image']), 'x.png');
    expect(
      (await call(server.url, `${P}/section/image`, undefined, { token: owner.token, raw: notImage })).status,
    ).toBe(415);
    const order = images.body.items.map((image: { id: string }) => image.id).reverse();
    const reordered = await call(
      server.url,
      `${P}/section/images`,
      { section_id: sectionId, order },
      { token: owner.token },
    );
    expect(reordered.body.items.map((image: { id: string }) => image.id)).toEqual(order);
    const removed = await call(
      server.url,
      `${P}/section/image/remove`,
      { id: order[0] },
      { token: owner.token },
    );
    expect(removed.body.items).toHaveLength(4);
    const outsider = await call(server.url, `${P}/section/image`, undefined, {
      token: otherFounder.token,
      raw: imageForm(sectionId, PNG),
    });
    expect(outsider.status).toBe(404);
  });

  it('refuses bad input: an oversized section, a 50 MB body, money without a currency', async () => {
    const content = await call(server.url, `${P}/content`, { id: pitch.id }, { token: owner.token });
    const section = content.body.sections[3];
    const long = await call(
      server.url,
      `${P}/section/update`,
      { id: section.id, version: section.version, body: 'a'.repeat(50_001) },
      { token: owner.token },
    );
    expect(long.status).toBe(400);
    expect(long.body.error.fields[0].field).toBe('body');
    const huge = await call(
      server.url,
      `${P}/section/update`,
      { id: section.id, version: section.version, body: 'a'.repeat(50 * 1024 * 1024) },
      { token: owner.token },
    );
    expect(huge.status).toBe(413);
    const money = await call(
      server.url,
      `${F}/create`,
      {
        pitch_id: pitch.id,
        kind: 'amount_raising',
        label: 'Raising',
        value: { type: 'money', amount: 500000 },
      },
      { token: owner.token },
    );
    expect(money.status).toBe(400);
    expect(money.body.error.fields[0].field).toContain('currency');
    const after = await call(server.url, `${P}/section`, { id: section.id }, { token: owner.token });
    expect(after.body.section.version).toBe(section.version);
  });

  it('keeps typed key facts', async () => {
    const raising = await call(
      server.url,
      `${F}/create`,
      {
        pitch_id: pitch.id,
        kind: 'amount_raising',
        label: 'Raising',
        value: { type: 'money', amount: 750000, currency: 'usd' },
      },
      { token: owner.token },
    );
    expect(raising.body.value).toEqual({ type: 'money', amount: 750000, currency: 'USD' });
    const growth = await call(
      server.url,
      `${F}/create`,
      { pitch_id: pitch.id, kind: 'growth', label: 'MoM growth', value: { type: 'percentage', number: 12 } },
      { token: teammate.token },
    );
    const list = await call(
      server.url,
      `${F}/manage`,
      { action: 'reorder', pitch_id: pitch.id, ids: [growth.body.id, raising.body.id] },
      { token: owner.token },
    );
    expect(list.body.items.map((field: { id: string }) => field.id)).toEqual([
      growth.body.id,
      raising.body.id,
    ]);
    const badUrl = await call(
      server.url,
      `${F}/update`,
      { id: growth.body.id, value: { type: 'url', url: 'ftp://x' } },
      { token: owner.token },
    );
    expect(badUrl.status).toBe(400);
  });

  it('drafts a section: a labelled outline without a model, the model’s text with provenance with one', async () => {
    // `payments` is in the (demo) research catalogue: its market overview is drafted from.
    const industries = await call(
      server.url,
      '/v1/api/user_business/update',
      { id: startup.id, industries: ['fintech', 'payments'] },
      { token: owner.token },
    );
    expect(industries.status, industries.text).toBe(200);
    const content = await call(server.url, `${P}/content`, { id: pitch.id }, { token: owner.token });
    const section = content.body.sections.find((s: { kind: string }) => s.kind === 'ask');
    const outline = await call(
      server.url,
      `${P}/section/generate`,
      { section_id: section.id, version: section.version },
      { token: owner.token },
    );
    expect(outline.status).toBe(200);
    expect(outline.body.source).toBe('outline');
    expect(outline.body.section.body).toContain('no language model is configured');
    expect(outline.body.section.body).toContain('Pitch Co');
    expect(outline.body.section.body).toContain('Market overview: Payments');

    const standIn = await startLlmStandIn();
    const ctx = server.server.ctx;
    const config = ctx.config;
    ctx.config = {
      ...config,
      llm: { baseUrl: standIn.baseUrl, apiKey: standIn.apiKey, model: 'stand-in-model', timeoutMs: 5000 },
    };
    try {
      standIn.reply = () => 'We are raising **$750,000** to reach 40 customers.';
      const drafted = await call(
        server.url,
        `${P}/section/generate`,
        { section_id: section.id, version: outline.body.section.version },
        { token: owner.token },
      );
      expect(drafted.status).toBe(200);
      expect(drafted.body).toMatchObject({ source: 'generated' });
      expect(drafted.body.section.body).toBe('We are raising **$750,000** to reach 40 customers.');
      expect(standIn.received.at(-1)?.stream).toBe(true);
      const asked = standIn.received.at(-1)?.messages.at(-1)?.content ?? '';
      expect(asked).toContain('Pitch Co');
      expect(asked).toContain('## Market overview: Payments');
      const history = await call(
        server.url,
        `${P}/section`,
        { id: section.id, history: true },
        { token: owner.token },
      );
      expect(history.body.revisions[0]).toMatchObject({ source: 'generated' });
      expect(history.body.revisions[0].provenance.sources).toEqual(
        expect.arrayContaining(['startup', 'industry:payments']),
      );
      expect(history.body.revisions[0].provenance.sources).not.toContain('industry:fintech');
    } finally {
      ctx.config = config;
      await standIn.close();
    }
  });

  it('starts pitches and drafts outlines in the founder’s language (es-MX, ja-JP)', async () => {
    for (const [language, problem, label] of [
      ['es-MX', 'Problema', 'Borrador de esquema'],
      ['ja-JP', '課題', 'アウトラインの下書き'],
    ] as const) {
      const made = await call(
        server.url,
        `${P}/add`,
        { startup_id: startup.id, title: `Ronda ${language}` },
        { token: owner.token, language },
      );
      expect(made.status, made.text).toBe(200);
      const content = await call(server.url, `${P}/content`, { id: made.body.id }, { token: owner.token });
      const first = content.body.sections[0];
      expect(first.title).toBe(problem);
      const outline = await call(
        server.url,
        `${P}/section/generate`,
        { section_id: first.id, version: first.version },
        { token: owner.token, language },
      );
      expect(outline.status, outline.text).toBe(200);
      expect(outline.body.section.body).not.toContain('no language model is configured');
      expect(outline.body.section.body).toContain(label);
    }
  });

  it('moves draft → active → closed, owner and admins only, and says who can see it', async () => {
    const byMember = await call(
      server.url,
      `${P}/status`,
      { id: pitch.id, status: 'active' },
      { token: teammate.token },
    );
    expect(byMember.status).toBe(403);
    const active = await call(
      server.url,
      `${P}/status`,
      { id: pitch.id, status: 'active' },
      { token: owner.token },
    );
    expect(active.body).toMatchObject({ pitch: { status: 'active' }, visible_to: ['team', 'investors'] });
    const back = await call(
      server.url,
      `${P}/status`,
      { id: pitch.id, status: 'draft' },
      { token: owner.token },
    );
    expect(back.status).toBe(409);
    const closed = await call(
      server.url,
      `${P}/status`,
      { id: pitch.id, status: 'closed' },
      { token: owner.token },
    );
    expect(closed.body.visible_to).toEqual(['team']);
  });

  it('takes parallel key-fact saves of one startup in turn: none fails, distinct dense positions, one match row per active pitch', async () => {
    const live = await call(
      server.url,
      `${P}/add`,
      { startup_id: startup.id, title: 'Bridge' },
      { token: owner.token },
    );
    await call(server.url, `${P}/status`, { id: live.body.id, status: 'active' }, { token: owner.token });
    // Every save rewrites the startup's match rows; at once, on PostgreSQL, two used to insert the same row (500).
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(
          server.url,
          `${F}/create`,
          {
            pitch_id: live.body.id,
            kind: 'amount_raising',
            label: `Raising ${i}`,
            value: { type: 'money', amount: 1000 * (i + 1), currency: 'USD' },
          },
          { token: i % 2 === 0 ? owner.token : teammate.token },
        ),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(Array(8).fill(200));
    const rows = await server.server.ctx.db
      .selectFrom('pitch_matches')
      .select(['pitch_id', 'amount'])
      .where('startup_id', '=', startup.id)
      .execute();
    expect(rows.map((row) => row.pitch_id)).toEqual([live.body.id]);
    // Each create read the last position under the startup's lock: distinct and dense, so "the first amount
    // raising" (position 0) is one fact, and the match row carries its amount.
    const facts = await call(server.url, `${F}/listing`, { pitch_id: live.body.id }, { token: owner.token });
    const positions = facts.body.items.map((fact: { position: number }) => fact.position);
    expect(positions).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(rows[0]?.amount).toBe(facts.body.items[0].value.amount);
  });

  it('adds sections at once from two members at distinct, dense positions', async () => {
    const fresh = await call(
      server.url,
      `${P}/add`,
      { startup_id: startup.id, title: 'Series A' },
      { token: owner.token },
    );
    const adds = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(
          server.url,
          `${P}/update`,
          { action: 'add_section', id: fresh.body.id, title: `Extra ${i}` },
          { token: i % 2 === 0 ? owner.token : teammate.token },
        ),
      ),
    );
    expect(adds.map((add) => add.status)).toEqual(Array(8).fill(200));
    const rows = await server.server.ctx.db
      .selectFrom('pitch_sections')
      .select('position')
      .where('pitch_id', '=', fresh.body.id)
      .orderBy('position')
      .execute();
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 16 }, (_, i) => i));
  });
});
