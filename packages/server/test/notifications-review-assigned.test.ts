import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createProgramme, submittedApplication, useApplicationServer } from './support/applications';
import { call } from './support/http';
import { noticesOfKind } from './support/notifications';
import { makeReviewers } from './support/reviewers';

const UPDATE = '/v2/api/admin/application/update';
const ASSIGN = '/v2/api/admin/applications/assign';
const PREFS_SET = '/v2/api/notifications/prefs/set';

describe.each(testDialects())('the "review assigned" notification (%s)', (dialect) => {
  const env = useApplicationServer(dialect);
  const url = () => env.server.url;

  const reviewNotices = (token: string) => noticesOfKind(url(), token, 'review.assigned');

  it('tells the assigned reviewer once, linking to the application, and no one else', async () => {
    const run = randomUUID().slice(0, 6);
    const [chosen, bystander] = [`chosen.${run}@reviews.example.net`, `bystander.${run}@reviews.example.net`];
    const [chosenToken = '', bystanderToken = ''] = await makeReviewers(env.server, [chosen, bystander]);
    const programme = await createProgramme(env.server, env.admin);
    const application = await submittedApplication(
      env.server,
      programme.slug,
      `f.${run}@founders.example.org`,
    );

    const assign = await call(
      url(),
      UPDATE,
      { action: 'assign', id: application.id, add: [chosen] },
      { token: env.admin },
    );
    expect(assign.status, assign.text).toBe(200);
    const notices = await reviewNotices(chosenToken);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe(`/ailab/application-management?application=${application.id}`);
    expect(notices[0]?.params.programme).toBe('Test programme');
    expect(await reviewNotices(bystanderToken)).toEqual([]);
    expect(await env.server.readOutbox(chosen)).toHaveLength(1);

    // Assigning the same reviewer again adds nothing and tells nothing.
    await call(url(), UPDATE, { action: 'assign', id: application.id, add: [chosen] }, { token: env.admin });
    expect(await reviewNotices(chosenToken)).toHaveLength(1);
    expect(await env.server.readOutbox(chosen)).toHaveLength(1);
  });

  it('honours the e-mail preference and still notifies in the app, also on automatic assignment', async () => {
    const run = randomUUID().slice(0, 6);
    const [quiet, loud] = [`quiet.${run}@quiet-${run}.example.net`, `loud.${run}@loud-${run}.example.net`];
    const [quietToken = '', loudToken = ''] = await makeReviewers(env.server, [quiet, loud]);
    const off = await call(
      url(),
      PREFS_SET,
      { kind: 'review.assigned', email: false },
      { token: quietToken },
    );
    expect(off.status, off.text).toBe(200);
    const programme = await createProgramme(env.server, env.admin);
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1)
      ids.push(
        (await submittedApplication(env.server, programme.slug, `a${i}.${run}@founders.example.org`)).id,
      );

    const answer = await call(
      url(),
      ASSIGN,
      { programme: programme.slug, per_application: 2, reviewers: [quiet, loud] },
      { token: env.admin },
    );
    expect(answer.status, answer.text).toBe(200);
    for (const token of [quietToken, loudToken]) {
      const links = (await reviewNotices(token)).map((item) => item.link).sort();
      expect(links).toEqual(ids.map((id) => `/ailab/application-management?application=${id}`).sort());
    }
    expect(await env.server.readOutbox(quiet)).toHaveLength(0);
    expect(await env.server.readOutbox(loud)).toHaveLength(1);
  });

  it('the demo reviewer has been told of the demo applications assigned to them', async () => {
    const notices = await reviewNotices(env.reviewer);
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices)
      expect(notice.link).toMatch(/^\/ailab\/application-management\?application=/);
  });
});
