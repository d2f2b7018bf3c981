import { describe, expect, it } from 'vitest';
import { reportPageMeta } from '../src/features/research/report-page-meta';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { approvedItem, as, useResearchServer } from './support/research';
import { PNG, pngVariant } from './support/uploads';

const A = '/v2/api/ailab/research';
const OPEN = '/v2/api/open';

function coverForm(id: string, bytes: Uint8Array, type = 'image/png'): FormData {
  const form = new FormData();
  form.append('id', id);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'cover.png');
  return form;
}

describe.each(testDialects())('research cover images (%s)', (dialect) => {
  const env = useResearchServer(dialect);

  it('sets, replaces and removes a cover shown on the page, the cards and the link preview', async () => {
    const { server, people, reviewerId } = env;
    const item = await approvedItem(server, people, reviewerId, {
      title: 'Pangolin freight corridors',
      slug: 'pangolin-freight-corridors',
    });
    await as(server, people.author, `${A}/save-public`, { id: item.id });
    const upload = (token: string, form: FormData) =>
      call(server.url, `${A}/cover`, undefined, token ? { token, raw: form } : { raw: form });

    const first = await upload(people.author, coverForm(item.id, PNG));
    expect(first.status).toBe(200);
    const firstUrl: string = first.body.cover_url;
    expect(firstUrl).toMatch(/^\/media\/research-covers\/[0-9a-f]{64}\.png$/);
    expect((await fetch(`${server.url}${firstUrl}`)).status).toBe(200);

    const page = await call(server.url, `${OPEN}/market-research`, { slug: 'pangolin-freight-corridors' });
    expect(page.body.cover_url).toBe(firstUrl);
    const cards = await call(server.url, `${OPEN}/market-research/all`, { query: 'pangolin' });
    expect(cards.body.items[0].cover_url).toBe(firstUrl);
    const meta = await reportPageMeta(
      server.server.ctx,
      '/industry-reports/report',
      new URLSearchParams({ slug: 'pangolin-freight-corridors' }),
      'https://lab.example.org',
    );
    expect(meta?.image).toBe(`https://lab.example.org${firstUrl}`);

    // Not an image (whatever the client calls it) → 415, and nothing changed.
    const fake = await upload(
      people.author,
      coverForm(item.id, Buffer.from('<svg onload=alert(1)>'), 'image/png'),
    );
    expect(fake.status).toBe(415);
    expect(fake.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await as(server, people.author, `${A}/get`, { id: item.id })).body.item.cover_url).toBe(firstUrl);
    // No id → 400 naming it.
    const noId = new FormData();
    noId.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'cover.png');
    const missing = await upload(people.author, noId);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields[0].field).toBe('id');

    // Only the author or an administrator: the reviewer 403, others 404 (as every research write), anonymous 401.
    expect((await upload(people.reviewer, coverForm(item.id, PNG))).status).toBe(403);
    expect((await upload(people.otherAuthor, coverForm(item.id, PNG))).status).toBe(404);
    expect((await upload('', coverForm(item.id, PNG))).status).toBe(401);
    const unpublished = await as(server, people.author, `${A}/create`, { title: 'Hidden cover draft' });
    expect((await upload(people.otherAuthor, coverForm(unpublished.body.id, PNG))).status).toBe(404);

    // Replacing releases the old file; removing drops the new one.
    const second = await upload(people.author, coverForm(item.id, pngVariant(7)));
    expect(second.status).toBe(200);
    expect(second.body.cover_url).not.toBe(firstUrl);
    expect((await fetch(`${server.url}${firstUrl}`)).status).toBe(404);
    const removed = await as(server, people.author, `${A}/cover/remove`, { id: item.id });
    expect(removed.status).toBe(200);
    expect(removed.body.cover_url).toBeNull();
    expect((await fetch(`${server.url}${second.body.cover_url}`)).status).toBe(404);
    expect(
      (await call(server.url, `${OPEN}/market-research`, { slug: 'pangolin-freight-corridors' })).body
        .cover_url,
    ).toBeNull();
    expect((await as(server, people.reviewer, `${A}/cover/remove`, { id: item.id })).status).toBe(403);
  });

  it('audits an administrator changing the cover of someone else’s report', async () => {
    const { server, people } = env;
    const created = await as(server, people.author, `${A}/create`, { title: 'Admin cover check' });
    const answer = await call(server.url, `${A}/cover`, undefined, {
      token: people.admin,
      raw: coverForm(created.body.id, pngVariant(11)),
    });
    expect(answer.status).toBe(200);
    const audit = await call(
      server.url,
      '/v2/api/admin/audit/list',
      { action: 'research.cover.set' },
      { token: people.admin },
    );
    expect(audit.body.items.map((entry: { target: { id: string } }) => entry.target.id)).toContain(
      created.body.id,
    );
  });
});
