import { ROLE } from '@ailab/core/roles/roles';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import {
  INSTITUTE,
  INVITATION,
  invitationToken,
  makeInstitute,
  makeSupervisor,
  person,
  SUPERVISOR_ADMIN,
  useInstitutesServer,
} from './support/institutes';
import { ok } from './support/learning';
import { PNG, pngVariant } from './support/uploads';

const LOGO = `${INSTITUTE}/logo`;

/** The institute id first, then the file: the order the upload reads them in. */
function logoForm(instituteId: string, bytes: Uint8Array, name: string, type = 'image/png'): FormData {
  const form = new FormData();
  form.append('institute_id', instituteId);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe.each(testDialects())('institutes: logo upload through media (%s)', (dialect) => {
  const env = useInstitutesServer(dialect);
  const db = () => env.server.server.ctx.db;
  const auditCount = async (instituteId: string) =>
    (
      await db()
        .selectFrom('audit_log')
        .select('id')
        .where('target_id', '=', instituteId)
        .where('action', 'like', 'institute.logo.%')
        .execute()
    ).length;

  it('stores the logo (type from the bytes), serves it, replaces and removes it, one audit entry each', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['T']);
    const set = await call(env.server.url, LOGO, undefined, {
      token: env.staff,
      raw: logoForm(inst.slug, PNG, 'logo.png'),
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const firstUrl: string = set.body.logo_url;
    expect(firstUrl).toMatch(/^\/media\/institute-logos\//);
    const served = await fetch(new URL(firstUrl, env.server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/png');
    expect(await auditCount(inst.id)).toBe(1);
    const get = await ok(env.server.url, `${INSTITUTE}/get`, { institute_id: inst.id }, env.staff);
    expect(get.logo_url).toBe(firstUrl);

    // A second logo replaces the first, whose file is released.
    const replaced = await call(env.server.url, LOGO, undefined, {
      token: env.staff,
      raw: logoForm(inst.id, pngVariant(7), 'logo2.png'),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.logo_url).not.toBe(firstUrl);
    expect((await fetch(new URL(firstUrl, env.server.url))).status).toBe(404);
    expect(await auditCount(inst.id)).toBe(2);

    // An institute read and sent back unchanged keeps its uploaded logo; another app address is refused by name.
    const read = await ok(env.server.url, `${INSTITUTE}/get`, { institute_id: inst.id }, env.staff);
    const editable = ['name', 'slug', 'kind', 'country', 'time_zone', 'website', 'logo_url', 'email_domains'];
    const fields = Object.fromEntries(editable.map((key) => [key, read[key]]));
    const id: string = read.id;
    const resent = await call(
      env.server.url,
      `${INSTITUTE}/update`,
      { ...fields, institute_id: id },
      { token: env.staff },
    );
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.logo_url).toBe(replaced.body.logo_url);
    const foreign = await call(
      env.server.url,
      `${INSTITUTE}/update`,
      { institute_id: id, logo_url: '/media/institute-logos/someone-elses.png' },
      { token: env.staff },
    );
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain('logo_url');
    for (const path of ['/media/../secrets.png', 'javascript:alert(1)', '/admin']) {
      const refused = await call(
        env.server.url,
        `${INSTITUTE}/update`,
        { institute_id: id, logo_url: path },
        { token: env.staff },
      );
      expect(refused.status, path).toBe(400);
    }
    expect((await ok(env.server.url, `${INSTITUTE}/get`, { institute_id: id }, env.staff)).logo_url).toBe(
      replaced.body.logo_url,
    );

    const removed = await ok(env.server.url, `${LOGO}/remove`, { institute_id: inst.id }, env.staff);
    expect(removed.logo_url).toBeNull();
    expect((await fetch(new URL(replaced.body.logo_url, env.server.url))).status).toBe(404);
    expect(await auditCount(inst.id)).toBe(3);
    // Removing again changes nothing and records nothing.
    await ok(env.server.url, `${LOGO}/remove`, { institute_id: inst.id }, env.staff);
    expect(await auditCount(inst.id)).toBe(3);
  });

  it('names the logo wherever a supervisor sees the institute: info, team, progress and the invitation page', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['Logo team']);
    const supervisor = await person(env.server, 'logo-supervisor', [ROLE.learner]);
    await makeSupervisor(env.server, env.staff, inst.id, supervisor, [inst.teams['Logo team'] ?? '']);
    const invitee = `logo-invitee-${dialect}@example.org`;
    await ok(
      env.server.url,
      `${SUPERVISOR_ADMIN}/invite`,
      { institute_id: inst.id, email: invitee },
      env.staff,
    );
    const invitation = await invitationToken(env.server, invitee);
    const seen = async () => {
      const info = await ok(env.server.url, '/v2/api/supervisor/edu/institute/info', {}, supervisor.token);
      const team = await ok(
        env.server.url,
        '/v2/api/supervisor/edu/institute/team',
        { team_id: inst.teams['Logo team'] },
        supervisor.token,
      );
      const progress = await ok(
        env.server.url,
        '/v2/api/edu/institute/progress',
        { institute_id: inst.id },
        supervisor.token,
      );
      const mine = info.institutes.find((item: { id: string }) => item.id === inst.id);
      // The public page of the emailed link: the logo's address, nothing else about the institute.
      const view = await ok(env.server.url, `${INVITATION}/view`, { token: invitation });
      return [mine.logo_url, team.institute.logo_url, progress.institute.logo_url, view.institute_logo_url];
    };
    expect(await seen()).toEqual([null, null, null, null]);
    const set = await call(env.server.url, LOGO, undefined, {
      token: env.staff,
      raw: logoForm(inst.id, pngVariant(11), 'logo.png'),
    });
    expect(set.status).toBe(200);
    expect(await seen()).toEqual([
      set.body.logo_url,
      set.body.logo_url,
      set.body.logo_url,
      set.body.logo_url,
    ]);
  });

  it('refuses a file that is not an image by its bytes, one too large, a learner, and an archived institute', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['T']);
    const script = await call(env.server.url, LOGO, undefined, {
      token: env.staff,
      raw: logoForm(inst.id, Buffer.from('#!/bin/sh\necho hi\n'), 'logo.png'),
    });
    expect(script.status).toBe(415);
    const big = await call(env.server.url, LOGO, undefined, {
      token: env.staff,
      raw: logoForm(inst.id, pngVariant(9, 3 * 1024 * 1024), 'big.png'),
    });
    expect(big.status).toBe(413);
    const learner = await person(env.server, 'logo-learner', [ROLE.learner]);
    const refused = await call(env.server.url, LOGO, undefined, {
      token: learner.token,
      raw: logoForm(inst.id, PNG, 'logo.png'),
    });
    expect(refused.status).toBe(403);
    const missing = await call(env.server.url, LOGO, undefined, {
      token: env.staff,
      raw: logoForm('', PNG, 'logo.png'),
    });
    expect(missing.status).toBe(400);
    await ok(env.server.url, `${INSTITUTE}/manage`, { institute_id: inst.id, action: 'archive' }, env.staff);
    const archived = await call(env.server.url, LOGO, undefined, {
      token: env.staff,
      raw: logoForm(inst.id, PNG, 'logo.png'),
    });
    expect(archived.status).toBe(409);
    const row = await db()
      .selectFrom('institutes')
      .select('logo_url')
      .where('id', '=', inst.id)
      .executeTakeFirst();
    expect(row?.logo_url).toBeNull();
    expect(await auditCount(inst.id)).toBe(0);
  });
});
