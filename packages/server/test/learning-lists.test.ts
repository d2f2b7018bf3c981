import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { buildCourse, createLearners, ok, RIGHT_ANSWERS, useLearningServer } from './support/learning';

const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

describe.each(testDialects())('learning lists: catalogue, admin table, course progress (%s)', (dialect) => {
  const env = useLearningServer(dialect);

  it('lists published courses with full-text search, filters, sort and pages', async () => {
    const draft = await buildCourse(env.server.url, env.staff, { publish: false, slug: 'hidden-draft' });
    const all = await ok(env.server.url, '/v2/api/open/courses', { sort: 'title' });
    expect(titles(all)).toEqual(['Evaluating AI agents', 'Prompt engineering basics', 'Responsible AI']);
    expect(all.total).toBe(3);
    expect(all.items.some((item: { id: string }) => item.id === draft.course_id)).toBe(false);

    // Words anywhere in title, summary, description or tags; prefixes; exclusions.
    expect(titles(await ok(env.server.url, '/v2/api/open/courses', { query: 'agents' }))).toEqual([
      'Evaluating AI agents',
    ]);
    expect(titles(await ok(env.server.url, '/v2/api/open/courses', { query: 'promp*' }))).toEqual([
      'Prompt engineering basics',
    ]);
    expect(
      titles(await ok(env.server.url, '/v2/api/open/courses', { query: 'safety', sort: 'title' })),
    ).toEqual(['Responsible AI']);
    expect((await ok(env.server.url, '/v2/api/open/courses', { query: 'course -agents' })).total).toBe(2);
    expect(titles(await ok(env.server.url, '/v2/api/open/courses', { level: 'intermediate' }))).toEqual([
      'Evaluating AI agents',
    ]);
    expect(titles(await ok(env.server.url, '/v2/api/open/courses', { tag: 'ETHICS' }))).toEqual([
      'Responsible AI',
    ]);
    expect((await ok(env.server.url, '/v2/api/open/courses', { tag: '%' })).total).toBe(0);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await ok(env.server.url, '/v2/api/open/courses', { sort: '-title', limit: 1, cursor });
      seen.push(...titles(page));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['Responsible AI', 'Prompt engineering basics', 'Evaluating AI agents']);

    const refused = await call(env.server.url, '/v2/api/open/courses', { query: '-agents' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields[0]).toMatchObject({ field: 'query', code: 'search_only_exclusions' });
    const bad = await call(env.server.url, '/v2/api/open/courses', { cursor: 'not-a-cursor' });
    expect(bad.status).toBe(400);
    expect((await call(env.server.url, '/v2/api/open/courses', { sort: 'secret' })).status).toBe(400);
  });

  it('shows members their enrolment state, and administrators every course with its figures', async () => {
    const built = await buildCourse(env.server.url, env.staff, { slug: 'figures-course' });
    const [first = '', second = ''] = await createLearners(env.server, 2, 'figures');
    for (const token of [first, second])
      await ok(env.server.url, '/v2/api/student/edu/course/signup', { course_id: built.course_id }, token);
    await ok(env.server.url, '/v2/api/student/edu/study/complete', { unit_id: built.unit_ids[0] }, first);
    await ok(
      env.server.url,
      '/v2/api/student/edu/quiz/submit',
      { quiz_id: built.quiz_id, answers: RIGHT_ANSWERS },
      first,
    );
    await ok(env.server.url, '/v2/api/student/edu/study/complete', { unit_id: built.unit_ids[2] }, first);

    const mine = await ok(env.server.url, '/v2/api/student/edu/course/listing', { limit: 100 }, first);
    const states = Object.fromEntries(
      mine.items.map((item: { slug: string; my_state: string | null }) => [item.slug, item.my_state]),
    );
    expect(states['figures-course']).toBe('completed');
    expect(states['responsible-ai']).toBeNull();

    const admin = await ok(
      env.server.url,
      '/v2/api/admin/edu/course/listing',
      { query: 'agents', sort: 'enrolled', limit: 100 },
      env.staff,
    );
    const row = admin.items.find((item: { slug: string }) => item.slug === 'figures-course');
    expect(row).toMatchObject({
      enrolled_count: 2,
      completed_count: 1,
      completion_rate: 50,
      average_score: 100,
    });
    const drafts = await ok(
      env.server.url,
      '/v2/api/admin/edu/course/listing',
      { state: 'draft' },
      env.staff,
    );
    expect(drafts.items.every((item: { state: string }) => item.state === 'draft')).toBe(true);
    expect(
      (await call(env.server.url, '/v2/api/admin/edu/course/listing', {}, { token: first })).status,
    ).toBe(403);

    const progress = await ok(
      env.server.url,
      '/v2/api/admin/edu/course/progress',
      { course_id: built.course_id, sort: '-progress' },
      env.staff,
    );
    expect(progress.summary).toEqual({
      enrolled: 2,
      completed: 1,
      withdrawn: 0,
      completion_rate: 50,
      average_score: 100,
    });
    expect(
      progress.items.map((item: { percent: number; score: number | null; state: string }) => [
        item.percent,
        item.score,
        item.state,
      ]),
    ).toEqual([
      [100, 100, 'completed'],
      [0, null, 'active'],
    ]);
  });
});
