import { createApiClient } from '@ailab/core/client/create-client';
import { contract } from '@ailab/core/contract/index';
import { startTestServer, type TestServer } from '@ailab/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningLoaders } from '../src/services/learning-screen-data';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn(email: string) {
  const anonymous = createApiClient(contract, { baseUrl: server.url, fetch, getToken: () => undefined });
  const { token, user } = await anonymous.user.login({ email, password: 'demo-password-1' });
  const api = createApiClient(contract, { baseUrl: server.url, fetch, getToken: () => token });
  return { api, roles: user.roles };
}

describe('the learning screen’s data, from the real server', () => {
  it('gives a learner their courses with progress and the catalogue, and an administrator the figures', async () => {
    const learner = await signedIn('student@example.com');
    const loaders = learningLoaders(learner.api, learner.roles);
    expect(loaders.tabs).toEqual(['mine', 'all']);
    expect(loaders.loadFigures).toBeUndefined();
    expect(await loaders.loadTab('mine')).toEqual([]);

    const catalogue = await loaders.loadTab('all');
    const prompt = catalogue.find((line) => line.title === 'Prompt engineering basics');
    expect(prompt).toMatchObject({ status: 'open', enrolled: false, percent: null });
    if (!prompt) throw new Error('the demo course is missing');
    const preview = await loaders.loadDetail(prompt, 'all');
    expect(preview.progress).toBeNull();
    expect(preview.units.length).toBeGreaterThan(1);
    expect(preview.units.every((unit) => unit.done === null && unit.locked === null)).toBe(true);

    // Other demo data (the institutes' learners) study this course too: the figures are read before and after.
    const admin = await signedIn('staff@example.com');
    const adminLoaders = learningLoaders(admin.api, admin.roles);
    const before = await adminLoaders.loadFigures?.(prompt.id);
    if (!before) throw new Error('an administrator has figures');
    await learner.api.studentCourses.signup({ course_id: prompt.id });
    const mine = await loaders.loadTab('mine');
    expect(mine).toEqual([
      expect.objectContaining({ id: prompt.id, status: 'studying', percent: 0, enrolled: true }),
    ]);
    expect((await loaders.loadTab('all')).find((line) => line.id === prompt.id)?.status).toBe('studying');
    const outline = await loaders.loadDetail(mine[0] ?? prompt, 'mine');
    expect(outline.progress).toMatchObject({ units_done: 0, percent: 0, completed: false });
    expect(outline.units.map((unit) => [unit.done, unit.locked])).toEqual(
      outline.units.map((_, index) => [false, index > 0]),
    );
    expect(outline.units.some((unit) => unit.quizTitle !== null)).toBe(true);

    expect(adminLoaders.tabs).toEqual(['admin']);
    const every = await adminLoaders.loadTab('admin');
    const enrolled = before.enrolled + 1;
    const rate = enrolled === 0 ? 0 : (100 * before.completed) / enrolled;
    expect(every.find((line) => line.id === prompt.id)).toMatchObject({
      status: 'published',
      enrolled_count: enrolled,
    });
    expect(await adminLoaders.loadFigures?.(prompt.id)).toMatchObject({
      enrolled,
      completed: before.completed,
      withdrawn: before.withdrawn,
    });
    expect((await adminLoaders.loadFigures?.(prompt.id))?.completion_rate).toBeCloseTo(rate, 0);
    const authored = await adminLoaders.loadDetail(every[0] ?? prompt, 'admin');
    expect(authored.units.length).toBeGreaterThan(0);
  });
});
