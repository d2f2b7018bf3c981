import { randomUUID } from 'node:crypto';
import { ROLE } from '@ailab/core/roles/roles';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createProgramme, submittedApplication, useApplicationServer } from './support/applications';
import { call, signIn } from './support/http';
import { makeInstitute, person, SUPERVISOR_ADMIN } from './support/institutes';
import { makeReviewers } from './support/reviewers';

const TASKS = '/v2/api/home/tasks';

interface Tasks {
  reviews_total: number;
  reviews: { id: string; title: string; programme_title: string }[];
  invitations: { id: string; institute_name: string; expires_at: string }[];
  stalled: { institute_id: string; institute_name: string; learners: number }[];
}

describe.each(testDialects())('home tasks (%s)', (dialect) => {
  const env = useApplicationServer(dialect);
  const tasks = async (token: string): Promise<Tasks> => {
    const answer = await call(env.server.url, TASKS, {}, { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };

  it('lists a review to its assigned reviewer only', async () => {
    const run = randomUUID().slice(0, 6);
    const [mine, other] = await makeReviewers(env.server, [
      `home.rev.${run}@rev-${run}.example.net`,
      `home.other.${run}@other-${run}.example.net`,
    ]);
    if (!mine || !other) throw new Error('reviewers were not made');
    const programme = await createProgramme(env.server, env.admin);
    const application = await submittedApplication(
      env.server,
      programme.slug,
      `f.${run}@founders.example.org`,
    );
    const assigned = await call(
      env.server.url,
      '/v2/api/admin/applications/assign',
      { ids: [application.id], per_application: 1, reviewers: [`home.rev.${run}@rev-${run}.example.net`] },
      { token: env.admin },
    );
    expect(assigned.status, assigned.text).toBe(200);

    const seen = await tasks(mine);
    expect(seen.reviews.map((item) => item.id)).toContain(application.id);
    expect(seen.reviews_total).toBeGreaterThanOrEqual(1);
    expect((await tasks(other)).reviews.map((item) => item.id)).not.toContain(application.id);
  });

  it('lists a pending invitation to the invitee only, and a fresh member has nothing to do', async () => {
    const inst = await makeInstitute(env.server, env.admin, ['Green']);
    const invitee = await person(env.server, 'home-inv', [ROLE.learner]);
    const fresh = await person(env.server, 'home-fresh', [ROLE.learner]);
    const sent = await call(
      env.server.url,
      `${SUPERVISOR_ADMIN}/invite`,
      { institute_id: inst.id, email: invitee.email },
      { token: env.admin },
    );
    expect(sent.status, sent.text).toBe(200);
    expect((await tasks(invitee.token)).invitations).toEqual([
      expect.objectContaining({ id: sent.body.id, institute_name: expect.any(String) }),
    ]);
    expect(await tasks(fresh.token)).toEqual({ reviews_total: 0, reviews: [], invitations: [], stalled: [] });
    // The fresh member's learning card reads without error too.
    const courses = await call(
      env.server.url,
      '/v2/api/student/edu/course/selected',
      {},
      { token: fresh.token },
    );
    expect(courses.status, courses.text).toBe(200);
    expect(courses.body.items).toEqual([]);
  });

  it("counts the stalled learners of the demo supervisor's own team, and none for an administrator", async () => {
    const supervisor = await signIn(env.server.url, 'supervisor@example.com');
    const stalled = (await tasks(supervisor)).stalled;
    expect(stalled).toHaveLength(1);
    expect(stalled[0]?.learners).toBeGreaterThan(0);
    expect(stalled[0]?.learners).toBeLessThanOrEqual(10);
    // An administrator sees every institute on its own screens, but supervises none: no home task.
    expect((await tasks(env.admin)).stalled).toEqual([]);
  });
});
