import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import {
  createProgramme,
  startAsVisitor,
  submittedApplication,
  useApplicationServer,
} from './support/applications';
import { makeMembers } from './support/events';
import { call } from './support/http';

const RESUME = '/v2/api/open/application/resume';
const OPEN_UPDATE = '/v2/api/open/application/update';
const GET = '/v2/api/admin/application/get';
const UPDATE = '/v2/api/admin/application/update';

describe.each(testDialects())('industries of an application (%s)', (dialect) => {
  const env = useApplicationServer(dialect);
  const url = () => env.server.url;

  it('lets a visitor pick catalogue industries and propose new ones by autosave, refusing an unknown one', async () => {
    const { slug } = await createProgramme(env.server, env.admin);
    const token = await startAsVisitor(env.server, slug, 'industries.visitor@example.org');
    const resumed = await call(url(), RESUME, { token });
    const options = resumed.body.industry_options.map((option: { slug: string }) => option.slug);
    expect(options).toContain('clinical-diagnostics');
    expect(resumed.body.industry_options[0].group.name).toBeTruthy();

    const unknown = await call(url(), OPEN_UPDATE, {
      action: 'save',
      token,
      version: 0,
      industries: ['payments', 'no-such-industry'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields[0].field).toBe('industries.1');
    expect((await call(url(), RESUME, { token })).body.application).toMatchObject({
      version: 0,
      industries: [],
    });

    const saved = await call(url(), OPEN_UPDATE, {
      action: 'save',
      token,
      version: 0,
      industries: ['payments', 'clinical-diagnostics'],
      proposals: ['Vertical farming', '農業テック'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.industries).toEqual(['payments', 'clinical-diagnostics']);
    const proposals = [...saved.body.industry_proposals].sort((a: { slug: string }, b: { slug: string }) =>
      a.slug < b.slug ? 1 : -1,
    );
    expect(proposals.map((item: { name: string }) => item.name)).toEqual(['Vertical farming', '農業テック']);
    expect(proposals[0]).toMatchObject({ slug: 'vertical-farming', status: 'proposed' });
    expect(proposals[1].slug).toMatch(/^industry-[0-9a-f]{10}$/);
    // The same name again is kept once.
    const again = await call(url(), OPEN_UPDATE, {
      action: 'save',
      token,
      version: 1,
      proposals: ['Vertical farming'],
    });
    expect(again.body.industry_proposals).toHaveLength(2);
  });

  it('lets a member set industries through create-industries, and gives the form its options', async () => {
    const { slug } = await createProgramme(env.server, env.admin);
    const [founder] = await makeMembers(env.server, 1, 'industries');
    if (!founder) throw new Error('no member');
    const started = await call(
      url(),
      '/v2/api/ailab/application/update',
      { action: 'start', programme: slug },
      { token: founder.token },
    );
    const data = await call(
      url(),
      '/v2/api/ailab/application/get-data',
      { programme: slug },
      { token: founder.token },
    );
    expect(data.body.industry_options.length).toBeGreaterThan(3);
    const path = '/v2/api/ailab/application/create-industries';
    const refused = await call(
      url(),
      path,
      { id: started.body.id, industries: ['nope-nope'] },
      { token: founder.token },
    );
    expect(refused.status).toBe(400);
    const set = await call(
      url(),
      path,
      { id: started.body.id, industries: ['insurance'], proposals: ['Ocean robotics'] },
      { token: founder.token },
    );
    expect(set.status).toBe(200);
    expect(set.body.industries).toEqual(['insurance']);
    expect(set.body.industry_proposals[0]).toMatchObject({ name: 'Ocean robotics', status: 'proposed' });
  });

  it('lets an administrator accept a proposal into the catalogue or merge it, once, audited', async () => {
    const { slug } = await createProgramme(env.server, env.admin);
    const { id } = await submittedApplication(env.server, slug, 'industries.settle@example.org', {
      industries: ['payments'],
      proposals: ['Tide energy', 'Parcel lockers'],
    });
    const view = await call(url(), GET, { id }, { token: env.admin });
    const byName = (name: string) =>
      view.body.industry_proposals.find((item: { name: string }) => item.name === name);
    const tide = byName('Tide energy');
    const parcel = byName('Parcel lockers');
    const groups = new Set(
      view.body.industry_options.map((option: { group: { slug: string } }) => option.group.slug),
    );
    expect(groups.has('healthcare')).toBe(true);
    const settle = (proposal: { id: string }, how: Record<string, string>, token = env.admin) =>
      call(url(), UPDATE, { action: 'industry', id, proposal_id: proposal.id, ...how }, { token });

    // A reviewer reads proposals but does not settle them.
    const byReviewer = await settle(tide, { resolve: 'merge', into: 'payments' }, env.reviewer);
    expect(byReviewer.status).toBe(403);
    const noGroup = await settle(tide, { resolve: 'accept' });
    expect(noGroup.status).toBe(400);
    expect(noGroup.body.error.fields[0].field).toBe('group');
    const badInto = await settle(parcel, { resolve: 'merge', into: 'no-such-thing' });
    expect(badInto.status).toBe(400);
    expect(badInto.body.error.fields[0].field).toBe('into');

    const accepted = await settle(tide, { resolve: 'accept', group: 'healthcare' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.industries).toEqual(['payments', 'tide-energy']);
    expect(accepted.body.industry_options.map((option: { slug: string }) => option.slug)).toContain(
      'tide-energy',
    );
    expect(accepted.body.history.map((entry: { kind: string }) => entry.kind)).toContain('industry_accepted');

    const merged = await settle(parcel, { resolve: 'merge', into: 'payments' });
    expect(merged.status).toBe(200);
    expect(merged.body.industries).toEqual(['payments', 'tide-energy']);
    expect(merged.body.industry_proposals.map((item: { status: string }) => item.status).sort()).toEqual([
      'accepted',
      'merged',
    ]);
    const twice = await settle(parcel, { resolve: 'merge', into: 'insurance' });
    expect(twice.status).toBe(409);
    const audit = await env.server.server.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', id)
      .where('action', 'like', 'application.industry.%')
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'application.industry.accept',
      'application.industry.merge',
    ]);
  });
});
