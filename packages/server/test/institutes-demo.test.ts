import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { signIn } from './support/http';
import { INSTITUTE, SUPERVISOR_ADMIN, useInstitutesServer } from './support/institutes';
import { ok } from './support/learning';

describe.each(testDialects())('institutes: demo data (%s)', (dialect) => {
  const env = useInstitutesServer(dialect);

  it('lets the demo supervisor see their one team with real statuses, and the administrator both institutes', async () => {
    const supervisor = await signIn(env.server.url, 'supervisor@example.com');
    const info = await ok(env.server.url, '/v2/api/supervisor/edu/institute/info', {}, supervisor);
    expect(info.institutes).toHaveLength(1);
    expect(info.institutes[0]).toMatchObject({ slug: 'northfield-university', whole_institute: false });
    expect(info.institutes[0].teams).toHaveLength(1);
    const team = await ok(
      env.server.url,
      '/v2/api/supervisor/edu/institute/team',
      { team_id: info.institutes[0].teams[0].id },
      supervisor,
    );
    expect(team.learners).toHaveLength(10);
    expect(team.courses.length).toBeGreaterThanOrEqual(2);
    const statuses = new Set(team.learners.map((l: { status: string }) => l.status));
    expect(statuses).toContain('stalled');
    expect(statuses).toContain('active');
    expect(statuses).toContain('completed');
    const certificates = team.learners.flatMap((l: { courses: { certificate_code: string | null }[] }) =>
      l.courses.map((c) => c.certificate_code).filter(Boolean),
    );
    expect(certificates.length).toBeGreaterThan(0);

    const list = await ok(env.server.url, `${INSTITUTE}/listing`, { sort: 'name' }, env.staff);
    expect(list.items.map((i: { slug: string }) => i.slug)).toEqual([
      'kaizen-works-academy',
      'northfield-university',
    ]);
    expect(list.items.map((i: { counts: { members: number } }) => i.counts.members)).toEqual([20, 20]);
    // Each demo institute has its monogram logo, stored and served as an upload is.
    for (const { logo_url: logo } of list.items as { logo_url: string | null }[]) {
      expect(logo).toMatch(/^\/media\/institute-logos\//);
      const served = await fetch(new URL(logo ?? '', env.server.url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer()).slice(1, 4)).toEqual(new Uint8Array([80, 78, 71]));
    }
    const invitations = await ok(
      env.server.url,
      `${SUPERVISOR_ADMIN}/listing`,
      { institute_id: 'kaizen-works-academy' },
      env.staff,
    );
    expect(invitations.items.map((i: { status: string }) => i.status)).toEqual(['expired']);
    const pending = await ok(
      env.server.url,
      `${SUPERVISOR_ADMIN}/listing`,
      { institute_id: 'northfield-university', status: 'pending' },
      env.staff,
    );
    expect(pending.items).toHaveLength(1);
    expect(dialect).toBeTruthy();
  });
});
