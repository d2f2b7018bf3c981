import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { buildCourse, createLearners, ok, useLearningServer } from './support/learning';

const a = '/v2/api/admin/edu';

describe.each(testDialects())('learning: authoring, publishing, courses as code (%s)', (dialect) => {
  const env = useLearningServer(dialect);

  it('derives a unique slug from the title when none is given, and keeps it when the title changes', async () => {
    const title = `Agents für Einsteiger ${dialect}`;
    const first = await ok(env.server.url, `${a}/course/add`, { title }, env.staff);
    expect(first.slug).toBe(`agents-fur-einsteiger-${dialect}`);
    const second = await ok(env.server.url, `${a}/course/add`, { title }, env.staff);
    expect(second.slug).toBe(`agents-fur-einsteiger-${dialect}-2`);
    const renamed = await ok(
      env.server.url,
      `${a}/course/update`,
      { course_id: first.id, title: 'Something else' },
      env.staff,
    );
    expect(renamed.slug).toBe(first.slug);
  });

  it('writes a course, refuses to publish it empty, reorders and removes units', async () => {
    const course = await ok(
      env.server.url,
      `${a}/course/add`,
      { slug: 'rag-in-practice', title: 'RAG in practice' },
      env.staff,
    );
    expect(course).toMatchObject({
      state: 'draft',
      summary: '',
      level: 'beginner',
      enrolment_open: true,
      capacity: null,
    });
    const taken = await call(
      env.server.url,
      `${a}/course/add`,
      { slug: 'rag-in-practice', title: 'Again' },
      { token: env.staff },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields[0]).toMatchObject({ field: 'slug', code: 'taken' });
    const badSlug = await call(
      env.server.url,
      `${a}/course/add`,
      { slug: 'Not A Slug', title: 'x' },
      { token: env.staff },
    );
    expect(badSlug.status).toBe(400);

    const noSummary = await call(
      env.server.url,
      `${a}/course/manage`,
      { course_id: course.id, action: 'publish' },
      { token: env.staff },
    );
    expect(noSummary.body.error).toMatchObject({
      code: 'COURSE_NOT_READY',
      message: 'The course cannot be changed that way: add a summary first',
    });
    await ok(
      env.server.url,
      `${a}/course/update`,
      { course_id: course.id, summary: 'Retrieval done right.' },
      env.staff,
    );
    const info = await ok(
      env.server.url,
      `${a}/course/update-info`,
      { course_id: course.id, level: 'advanced', tags: ['RAG', 'search'], capacity: 30 },
      env.staff,
    );
    expect(info).toMatchObject({
      level: 'advanced',
      tags: ['rag', 'search'],
      capacity: 30,
      summary: 'Retrieval done right.',
    });
    const noUnits = await call(
      env.server.url,
      `${a}/course/manage`,
      { course_id: course.id, action: 'publish' },
      { token: env.staff },
    );
    expect(noUnits.body.error.message).toContain('add at least one unit first');

    const one = await ok(
      env.server.url,
      `${a}/course/unit-add`,
      { course_id: course.id, title: 'Chunking', content: 'Split text.' },
      env.staff,
    );
    const two = await ok(
      env.server.url,
      `${a}/course/unit-add`,
      { course_id: course.id, title: 'Ranking', content: 'Order results.' },
      env.staff,
    );
    const zero = await ok(
      env.server.url,
      `${a}/course/unit-add`,
      { course_id: course.id, title: 'Why RAG', content: '', position: 1 },
      env.staff,
    );
    expect(one.slug).toBe('chunking');
    let outline = await ok(env.server.url, `${a}/course/unit-keys`, { course_id: course.id }, env.staff);
    expect(outline.units.map((unit: { id: string }) => unit.id)).toEqual([zero.id, one.id, two.id]);
    expect(outline.course.unit_count).toBe(3);
    const empty = await call(
      env.server.url,
      `${a}/course/manage`,
      { course_id: course.id, action: 'publish' },
      { token: env.staff },
    );
    expect(empty.body.error.message).toContain('“Why RAG” has no content');

    outline = await ok(
      env.server.url,
      `${a}/course/unit-update`,
      { action: 'reorder', course_id: course.id, unit_ids: [two.id, one.id, zero.id] },
      env.staff,
    );
    expect(outline.units.map((unit: { position: number; id: string }) => [unit.position, unit.id])).toEqual([
      [1, two.id],
      [2, one.id],
      [3, zero.id],
    ]);
    const partial = await call(
      env.server.url,
      `${a}/course/unit-update`,
      { action: 'reorder', course_id: course.id, unit_ids: [two.id] },
      { token: env.staff },
    );
    expect(partial.status).toBe(400);
    outline = await ok(
      env.server.url,
      `${a}/course/unit-update`,
      { action: 'remove', unit_id: zero.id },
      env.staff,
    );
    expect(outline.units).toHaveLength(2);
    expect(outline.course.unit_count).toBe(2);
    await ok(
      env.server.url,
      `${a}/course/unit-update`,
      { action: 'edit', unit_id: one.id, content: '# Chunking\nBy headings.' },
      env.staff,
    );
    expect(
      (await ok(env.server.url, `${a}/course/unit-content`, { unit_id: one.id }, env.staff)).content,
    ).toBe('# Chunking\nBy headings.');

    const published = await ok(
      env.server.url,
      `${a}/course/manage`,
      { course_id: course.id, action: 'publish' },
      env.staff,
    );
    expect(published.course).toMatchObject({ state: 'published' });
    expect(published.course.published_at).not.toBeNull();

    // Each authoring change left one audit entry on the course, by the administrator.
    const entries = await env.server.server.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'after'])
      .where('target_type', '=', 'course')
      .where('target_id', '=', course.id)
      .execute();
    const actions = entries.map((entry) => entry.action);
    for (const action of [
      'course.create',
      'course.update',
      'course.unit.create',
      'course.unit.reorder',
      'course.unit.delete',
      'course.unit.update',
      'course.publish',
    ])
      expect(actions, action).toContain(action);
    expect(entries.every((entry) => entry.actor_id !== null)).toBe(true);
    const edit = entries.find((entry) => entry.action === 'course.unit.update');
    expect(JSON.parse(edit?.after ?? '{}')).toEqual({ unit_id: one.id, content: '# Chunking\nBy headings.' });
  });

  it('validates quizzes and hands the key to administrators only', async () => {
    const { unit_ids: unitIds } = await buildCourse(env.server.url, env.staff, { publish: false });
    const twoRight = await call(
      env.server.url,
      `${a}/quiz/create`,
      {
        unit_id: unitIds[0],
        title: 'Bad',
        questions: [
          {
            id: 'q',
            kind: 'single',
            prompt: 'p',
            options: [
              { id: 'a', text: 'A' },
              { id: 'b', text: 'B' },
            ],
            correct_option_ids: ['a', 'b'],
          },
        ],
      },
      { token: env.staff },
    );
    expect(twoRight.status).toBe(400);
    expect(twoRight.body.error.fields[0].field).toContain('correct_option_ids');
    const quiz = await ok(env.server.url, `${a}/quiz/get`, { unit_id: unitIds[1] }, env.staff);
    expect(quiz).toMatchObject({ required: true, max_attempts: 3, pass_percent: 75, max_points: 4 });
    expect(quiz.questions[3].accepted_answers).toEqual(['benchmark']);
  });

  it('guards the course life cycle: unpublish and delete only without learners', async () => {
    const { course_id: courseId } = await buildCourse(env.server.url, env.staff);
    const [token = ''] = await createLearners(env.server, 1, 'life');
    await ok(env.server.url, '/v2/api/student/edu/course/signup', { course_id: courseId }, token);
    const unpublish = await call(
      env.server.url,
      `${a}/course/manage`,
      { course_id: courseId, action: 'unpublish' },
      { token: env.staff },
    );
    expect(unpublish.status).toBe(409);
    await ok(env.server.url, `${a}/course/manage`, { course_id: courseId, action: 'archive' }, env.staff);
    // Archiving an archived course answers it as it is and records nothing (checked in the audit below).
    const again = await ok(
      env.server.url,
      `${a}/course/manage`,
      { course_id: courseId, action: 'archive' },
      env.staff,
    );
    expect(again.course.state).toBe('archived');
    // Archived: gone from the public page, still open to the enrolled learner, closed to new ones.
    expect((await call(env.server.url, '/v2/api/open/course', { course_id: courseId })).status).toBe(404);
    await ok(env.server.url, '/v2/api/student/edu/study/units', { course_id: courseId }, token);
    const [late = ''] = await createLearners(env.server, 1, 'late');
    expect(
      (
        await call(
          env.server.url,
          '/v2/api/student/edu/course/signup',
          { course_id: courseId },
          { token: late },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          env.server.url,
          `${a}/course/manage`,
          { course_id: courseId, action: 'delete' },
          { token: env.staff },
        )
      ).status,
    ).toBe(409);

    const draft = await buildCourse(env.server.url, env.staff, { publish: false });
    expect(
      await ok(
        env.server.url,
        `${a}/course/manage`,
        { course_id: draft.course_id, action: 'delete' },
        env.staff,
      ),
    ).toEqual({
      action: 'delete',
      course: null,
    });
    expect(
      (
        await call(
          env.server.url,
          `${a}/course/unit-keys`,
          { course_id: draft.course_id },
          { token: env.staff },
        )
      ).status,
    ).toBe(404);

    // Every change of a course's life is in the audit log, by the administrator, with before and after.
    const audit = async (id: string) =>
      (
        await env.server.server.ctx.db
          .selectFrom('audit_log')
          .select(['action', 'actor_id', 'before', 'after'])
          .where('target_type', '=', 'course')
          .where('target_id', '=', id)
          .orderBy('created_at')
          .orderBy('action')
          .execute()
      ).map((row) => [row.action, row.actor_id !== null, row.before === null, row.after === null]);
    expect(await audit(courseId)).toEqual(
      expect.arrayContaining([
        ['course.create', true, true, false],
        ['course.publish', true, false, false],
        ['course.archive', true, false, false],
      ]),
    );
    expect((await audit(courseId)).map(([action]) => action)).not.toContain('course.unpublish');
    expect((await audit(courseId)).filter(([action]) => action === 'course.archive')).toHaveLength(1);
    const lifeOf = async (id: string) =>
      (await audit(id)).filter(([action]) => !/^course\.(unit|quiz)\./.test(String(action)));
    expect(await lifeOf(draft.course_id)).toEqual([
      ['course.create', true, true, false],
      ['course.delete', true, false, true],
    ]);
    expect(await audit(draft.course_id)).toContainEqual(['course.quiz.create', true, true, false]);
  });

  it('exports a course and imports it back as a no-op; a changed unit updates only that unit', async () => {
    const exported = await ok(
      env.server.url,
      `${a}/course/export`,
      { course_id: (await ok(env.server.url, '/v2/api/open/course', { slug: 'responsible-ai' })).course.id },
      env.staff,
    );
    const again = await ok(env.server.url, `${a}/course/import`, { bundle: exported.bundle }, env.staff);
    expect(again.changed).toBe(false);
    expect(again.items.every((item: { outcome: string }) => item.outcome === 'unchanged')).toBe(true);

    const copy = structuredClone(exported.bundle);
    copy.course.slug = 'responsible-ai-copy';
    const dry = await ok(env.server.url, `${a}/course/import`, { bundle: copy, dry_run: true }, env.staff);
    expect(dry).toMatchObject({ dry_run: true, course_id: null, changed: true });
    expect(
      (await ok(env.server.url, `${a}/course/import`, { bundle: copy, dry_run: true }, env.staff)).course_id,
    ).toBeNull();
    const created = await ok(env.server.url, `${a}/course/import`, { bundle: copy }, env.staff);
    expect(created.items.filter((item: { outcome: string }) => item.outcome === 'created')).toHaveLength(5);

    copy.units[1].content += '\n\nOne more paragraph.';
    copy.units.pop();
    const changed = await ok(env.server.url, `${a}/course/import`, { bundle: copy }, env.staff);
    expect(changed.items.filter((item: { outcome: string }) => item.outcome !== 'unchanged')).toEqual([
      { kind: 'unit', key: 'humans-in-control', outcome: 'removed' },
      { kind: 'unit', key: copy.units[1].slug, outcome: 'updated' },
    ]);
    const round = await ok(env.server.url, `${a}/course/export`, { course_id: created.course_id }, env.staff);
    expect(round.bundle).toEqual(copy);
  });

  it('stores unit material like the headshot: type from the bytes, admins only', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = (bytes: Buffer, name: string) => {
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(bytes)]), name);
      return data;
    };
    const path = `${a}/course/unit-upload`;
    const stored = await call(env.server.url, path, undefined, {
      token: env.staff,
      raw: form(png, 'diagram.png'),
    });
    expect(stored.status, stored.text).toBe(200);
    expect(stored.body).toMatchObject({ mime: 'image/png', markdown: `![](${stored.body.url})` });
    expect(stored.body.url).toMatch(/^\/media\/course-units\/[0-9a-f]{64}\.png$/);
    const served = await fetch(`${env.server.url}${stored.body.url}`);
    expect(served.status).toBe(200);
    const text = await call(env.server.url, path, undefined, {
      token: env.staff,
      raw: form(Buffer.from('#!/bin/sh'), 'x.png'),
    });
    expect(text.status).toBe(415);
    // A PDF handout is linked, not embedded.
    const pdf = await call(env.server.url, path, undefined, {
      token: env.staff,
      raw: form(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'handout.pdf'),
    });
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.body).toMatchObject({ mime: 'application/pdf', markdown: `[PDF](${pdf.body.url})` });
    // Over the headshot's 2 MiB cap: 413 naming the limit.
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await call(env.server.url, path, undefined, {
      token: env.staff,
      raw: form(big, 'big.png'),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(tooBig.body.error.message).toBe('The upload is too large. The limit is 2 MiB.');
    const [learner = ''] = await createLearners(env.server, 1, 'uploader');
    expect(
      (await call(env.server.url, path, undefined, { token: learner, raw: form(png, 'a.png') })).status,
    ).toBe(403);
  });
});
