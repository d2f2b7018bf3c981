import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATURITY_SUBMISSIONS_PER_IP_PER_HOUR } from '../src/features/research/maturity/maturity.service';
import {
  ABANDONED_DRAFT_DAYS,
  deleteAbandonedDrafts,
  MATURITY_DRAFT_CLEANUP_JOB,
} from '../src/features/research/maturity/maturity-draft-cleanup';
import { researchFeature } from '../src/features/research/research.feature';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { makeMembers } from './support/events';
import { call } from './support/http';

const M = '/v2/api/open/maturity';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The question ids of the questionnaire, by dimension. */
async function questionIds(url: string): Promise<Record<string, string[]>> {
  const answer = await call(url, `${M}/questionnaire`, {});
  return Object.fromEntries(
    answer.body.dimensions.map((d: { key: string; questions: { id: string }[] }) => [
      d.key,
      d.questions.map((q) => q.id),
    ]),
  );
}

/** Every question answered with `value(dimension, index)`. */
function answersBy(ids: Record<string, string[]>, value: (dimension: string, index: number) => number) {
  return Object.fromEntries(
    Object.entries(ids).flatMap(([dimension, list]) => list.map((id, i) => [id, value(dimension, i)])),
  );
}

describe.each(testDialects())('AI maturity assessment (%s)', (dialect) => {
  let server: TestServer;
  let ids: Record<string, string[]> = {};
  let all: Record<string, number> = {};
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    ids = await questionIds(server.url);
    all = answersBy(ids, () => 2);
  });
  afterAll(() => server.close());

  it('serves the questionnaire in the caller’s language: five dimensions, twenty questions, scored options', async () => {
    const en = await call(server.url, `${M}/questionnaire`, {}, { language: 'en-US' });
    const ja = await call(server.url, `${M}/questionnaire`, {}, { language: 'ja-JP' });
    const es = await call(server.url, `${M}/questionnaire`, {}, { language: 'es-MX' });
    expect(en.status).toBe(200);
    expect(en.body.dimensions.map((d: { key: string }) => d.key)).toEqual([
      'strategy',
      'data',
      'people',
      'technology',
      'governance',
    ]);
    expect(Object.values(ids).flat()).toHaveLength(20);
    expect(en.body.dimensions[0].title).toBe('Strategy');
    expect(es.body.dimensions[0].title).toBe('Estrategia');
    expect(ja.body.dimensions[0].title).toBe('戦略');
    expect(ja.body.dimensions[0].questions[0].options.map((o: { value: number }) => o.value)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(ja.body.size_bands).toHaveLength(5);
    expect(en.body.comparison_minimum).toBe(10);
  });

  it('scores each dimension and the whole, with the recommendations of each level', async () => {
    const pattern: Record<string, number[]> = {
      strategy: [0, 0, 0, 0],
      data: [4, 4, 4, 4],
      people: [1, 2, 3, 4],
      technology: [2, 2, 2, 2],
      governance: [1, 1, 1, 0],
    };
    const answers = answersBy(ids, (dimension, i) => pattern[dimension]?.[i] ?? 0);
    const submitted = await call(server.url, `${M}/submit`, {
      answers,
      industry: 'education',
      size_band: '51-250',
    });
    expect(submitted.status).toBe(200);
    const result = submitted.body.result;
    expect(result.dimensions).toEqual([
      { key: 'strategy', score: 0, level: 1 },
      { key: 'data', score: 100, level: 5 },
      { key: 'people', score: 62.5, level: 4 },
      { key: 'technology', score: 50, level: 3 },
      { key: 'governance', score: 18.8, level: 1 },
    ]);
    expect(result.overall).toEqual({ score: 46.3, level: 3 });
    const strategy = result.recommendations.find((r: { dimension: string }) => r.dimension === 'strategy');
    expect(strategy.markdown).toContain('Write one page');
    const data = result.recommendations.find((r: { dimension: string }) => r.dimension === 'data');
    expect(data.markdown).toContain('Treat key data sets as products');
    expect(submitted.body.token).toMatch(/^ailab_mat_/);
    // The same result read in Japanese has the Japanese recommendations.
    const ja = await call(server.url, `${M}/result`, { token: submitted.body.token }, { language: 'ja-JP' });
    expect(ja.body.result.recommendations[0].markdown).toContain('1ページ');
  });

  it('saves progress and resumes it by the private link, then submits the draft once', async () => {
    const first = ids.strategy ?? [];
    const started = await call(server.url, `${M}/progress`, {
      answers: { [first[0] ?? '']: 3 },
      industry: 'energy',
    });
    expect(started.status).toBe(200);
    expect(started.body.state).toBe('draft');
    const token = started.body.token as string;
    const saved = await call(server.url, `${M}/progress`, { token, answers: { [first[1] ?? '']: 1 } });
    expect(saved.status).toBe(200);
    expect(saved.body.token).toBeNull();
    const resumed = await call(server.url, `${M}/result`, { token });
    expect(resumed.body).toMatchObject({
      state: 'draft',
      industry: 'energy',
      size_band: null,
      result: null,
      answers: { [first[0] ?? '']: 3, [first[1] ?? '']: 1 },
    });
    const done = await call(server.url, `${M}/submit`, {
      token,
      answers: all,
      industry: 'energy',
      size_band: '1-10',
    });
    expect(done.status).toBe(200);
    expect(done.body.state).toBe('submitted');
    expect(done.body.result.overall).toEqual({ score: 50, level: 3 });
    // Submitted is final: no more progress, no second submission.
    expect((await call(server.url, `${M}/progress`, { token, answers: {} })).status).toBe(409);
    expect(
      (await call(server.url, `${M}/submit`, { token, answers: all, industry: 'energy', size_band: '1-10' }))
        .status,
    ).toBe(409);
  });

  it('shows the industry and size band average only from the tenth assessment on', async () => {
    const group = { industry: 'agriculture', size_band: '251-1000' };
    let last = await call(server.url, `${M}/submit`, { answers: answersBy(ids, () => 0), ...group });
    for (let i = 2; i <= 9; i += 1) last = await call(server.url, `${M}/submit`, { answers: all, ...group });
    expect(last.status).toBe(200);
    expect(last.body.result.comparison).toEqual({
      shown: false,
      count: 9,
      minimum: 10,
      overall: null,
      dimensions: [],
    });
    const tenth = await call(server.url, `${M}/submit`, { answers: all, ...group });
    const comparison = tenth.body.result.comparison;
    expect(comparison.shown).toBe(true);
    expect(comparison.count).toBe(10);
    // Nine at 50 and one at 0.
    expect(comparison.overall).toBe(45);
    expect(comparison.dimensions).toHaveLength(5);
    expect(comparison.dimensions[0]).toEqual({ key: 'strategy', score: 45 });
    // The ninth one, read again, now shows the average too.
    expect(
      (await call(server.url, `${M}/result`, { token: last.body.token })).body.result.comparison.shown,
    ).toBe(true);
  });

  it('counts parallel submissions of one group once each in its averages', async () => {
    const [member] = await makeMembers(server, 1, 'parallel');
    const group = { industry: 'public-sector', size_band: '1000-plus' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(
          server.url,
          `${M}/submit`,
          { answers: answersBy(ids, () => i % 5), ...group },
          { token: member?.token },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const last = await call(server.url, `${M}/result`, { token: answers[11]?.body.token });
    // Answers 0,1,2,3,4 → 0, 25, 50, 75, 100: twelve of them average (0+25+50+75+100)*2 + 0 + 25 over 12.
    expect(last.body.result.comparison).toMatchObject({ shown: true, count: 12, overall: 43.8 });
  });

  it('shows the comparison for the seeded demo group', async () => {
    const seeded = await call(server.url, `${M}/submit`, {
      answers: all,
      industry: 'software',
      size_band: '11-50',
    });
    expect(seeded.body.result.comparison).toMatchObject({ shown: true, count: 13 });
  });

  it('lets nobody read a result without its link; saved to an account, only that account reads it by id', async () => {
    const [owner, other] = await makeMembers(server, 2, 'maturity');
    const submitted = await call(server.url, `${M}/submit`, {
      answers: all,
      industry: 'media',
      size_band: '1-10',
    });
    const { token, id } = submitted.body as { token: string; id: string };
    const row = await server.server.ctx.db
      .selectFrom('maturity_assessments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.token_hash).toBe(sha256(token));

    const wrong = `${token.slice(0, -4)}AAAA`;
    expect((await call(server.url, `${M}/result`, { token: wrong })).status).toBe(404);
    expect((await call(server.url, `${M}/result`, { id })).status).toBe(401);
    expect((await call(server.url, `${M}/result`, { id }, { token: owner?.token })).status).toBe(404);

    expect((await call(server.url, `${M}/save_to_account`, { token })).status).toBe(401);
    const saved = await call(server.url, `${M}/save_to_account`, { token }, { token: owner?.token });
    expect(saved.status).toBe(200);
    expect(saved.body.saved_to_account).toBe(true);
    const byId = await call(server.url, `${M}/result`, { id }, { token: owner?.token });
    expect(byId.status).toBe(200);
    expect(byId.body.result.overall.level).toBe(3);
    // Another member can neither read it by id nor take it over with the link.
    expect((await call(server.url, `${M}/result`, { id }, { token: other?.token })).status).toBe(404);
    expect((await call(server.url, `${M}/save_to_account`, { token }, { token: other?.token })).status).toBe(
      403,
    );
    const mine = await call(server.url, `${M}/mine`, {}, { token: owner?.token });
    expect(mine.body.items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect((await call(server.url, `${M}/mine`, {}, { token: other?.token })).body.items).toEqual([]);
  });

  it('deletes drafts abandoned for the documented age on its schedule, never submitted ones', async () => {
    const ctx = server.server.ctx;
    const first = ids.strategy ?? [];
    const start = () => call(server.url, `${M}/progress`, { answers: { [first[0] ?? '']: 2 } });
    const old = (await start()).body.token as string;
    const submitted = await call(server.url, `${M}/submit`, {
      answers: all,
      industry: 'energy',
      size_band: '1-10',
    });
    expect(submitted.status).toBe(200);
    const realNow = ctx.now;
    try {
      // A day short of the age: kept.
      ctx.now = () => new Date(Date.now() + (ABANDONED_DRAFT_DAYS - 1) * 86_400_000);
      const recent = (await start()).body.token as string;
      await deleteAbandonedDrafts(ctx);
      expect((await call(server.url, `${M}/result`, { token: old })).status).toBe(200);
      // Past the age: the untouched draft goes, the one saved a day ago and the submitted one stay.
      ctx.now = () => new Date(Date.now() + (ABANDONED_DRAFT_DAYS + 1) * 86_400_000);
      expect(await deleteAbandonedDrafts(ctx)).toBeGreaterThanOrEqual(1);
      expect((await call(server.url, `${M}/result`, { token: old })).status).toBe(404);
      expect((await call(server.url, `${M}/result`, { token: recent })).status).toBe(200);
      expect((await call(server.url, `${M}/result`, { token: submitted.body.token })).status).toBe(200);
      expect(await deleteAbandonedDrafts(ctx)).toBe(0);
    } finally {
      ctx.now = realNow;
    }
    expect(researchFeature.jobSchedules).toContainEqual({
      kind: MATURITY_DRAFT_CLEANUP_JOB,
      everyMinutes: 1440,
    });
  });

  it('answers bad input with a 400 naming the problem', async () => {
    const group = { industry: 'retail', size_band: '1-10' };
    const unknown = await call(server.url, `${M}/submit`, {
      answers: { ...all, 'no-such-question': 1 },
      ...group,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.map((f: { field: string }) => f.field)).toEqual([
      'answers.no-such-question',
    ]);
    const first = ids.data?.[0] ?? '';
    const range = await call(server.url, `${M}/submit`, { answers: { ...all, [first]: 5 }, ...group });
    expect(range.status).toBe(400);
    expect(range.body.error.fields[0]).toMatchObject({ field: `answers.${first}`, code: 'too_big_number' });
    const negative = await call(server.url, `${M}/progress`, { answers: { [first]: -1 } });
    expect(negative.status).toBe(400);
    const { [first]: _left, ...missingOne } = all;
    const missing = await call(
      server.url,
      `${M}/submit`,
      { answers: missingOne, ...group },
      { language: 'es-MX' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual([
      expect.objectContaining({ field: `answers.${first}`, code: 'required' }),
    ]);
    expect(missing.body.error.fields[0].message).not.toBe(missing.body.error.fields[0].code);
    expect(
      (await call(server.url, `${M}/submit`, { answers: all, industry: 'Retail!', size_band: '1-10' }))
        .status,
    ).toBe(400);
    expect(
      (await call(server.url, `${M}/submit`, { answers: all, industry: 'retail', size_band: 'huge' })).status,
    ).toBe(400);
    expect((await call(server.url, `${M}/submit`, { answers: all })).status).toBe(400);
    expect((await call(server.url, `${M}/result`, { token: 'nope' })).status).toBe(400);
    expect(
      (await call(server.url, `${M}/progress`, { token: 'ailab_mat_AAAAAAAAAAAAAAAAAAAAAAAA', answers: {} }))
        .status,
    ).toBe(404);
  });
});

describe.each(testDialects())('AI maturity submissions per address (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, seedDemo: false });
  });
  afterAll(() => server.close());

  it('limits anonymous submissions per address and hour with a 429, not signed-in ones', async () => {
    const ids = await questionIds(server.url);
    const body = { answers: answersBy(ids, () => 1), industry: 'logistics', size_band: '11-50' };
    for (let i = 0; i < MATURITY_SUBMISSIONS_PER_IP_PER_HOUR; i += 1)
      expect((await call(server.url, `${M}/submit`, body)).status).toBe(200);
    const refused = await call(server.url, `${M}/submit`, body, { language: 'es-MX' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const [member] = await makeMembers(server, 1, 'limit');
    expect((await call(server.url, `${M}/submit`, body, { token: member?.token })).status).toBe(200);
    const ctx = server.server.ctx;
    const realNow = ctx.now;
    try {
      ctx.now = () => new Date(Date.now() + 61 * 60_000);
      expect((await call(server.url, `${M}/submit`, body)).status).toBe(200);
    } finally {
      ctx.now = realNow;
    }
  });
});
