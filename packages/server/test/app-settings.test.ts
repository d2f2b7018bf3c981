import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture } from './support/admin-session';
import { call, signIn } from './support/http';

const S = '/v1/api/app_setting';

describe.each(testDialects())('app settings (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);

  it('lists every typed setting with its default to members; members cannot write', async () => {
    const member = await signIn(fx.server.url, 'member@example.com');
    const data = await call(fx.server.url, `${S}/data`, {}, { token: member });
    expect(data.status).toBe(200);
    expect(data.body.settings.map((entry: { key: string }) => entry.key)).toEqual([
      'platform_name',
      'support_email',
      'sign_up_open',
      'venture_host',
      'ailab_host',
      'education_host',
      'default_language',
      'sign_up_roles',
    ]);
    expect(data.body.settings[0]).toMatchObject({ value: 'AI Lab', is_default: true });
    const write = await call(
      fx.server.url,
      `${S}/update`,
      { key: 'platform_name', value: 'X' },
      { token: member },
    );
    expect(write.status).toBe(403);
  });

  it('validates each value by its key’s schema and rejects unknown keys', async () => {
    const cases = [
      { key: 'sign_up_open', value: 'yes' },
      { key: 'support_email', value: 'nope' },
      { key: 'ailab_host', value: 'bad host/' },
      { key: 'default_language', value: 'fr-FR' },
      { key: 'sign_up_roles', value: [99] },
      { key: 'sign_up_roles', value: [8, 8] },
      { key: 'secret', value: 'x' },
      { key: 'platform_name', value: 'X', extra: 1 },
    ];
    for (const body of cases) {
      const answer = await call(fx.server.url, `${S}/update`, body, { token: fx.admin });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('create sets a default setting once; update changes it; reset goes back; app_config reflects them', async () => {
    const created = await call(
      fx.server.url,
      `${S}/create`,
      { key: 'platform_name', value: 'Lab One' },
      { token: fx.admin },
    );
    expect(created.body.setting).toMatchObject({ value: 'Lab One', is_default: false });
    const twice = await call(
      fx.server.url,
      `${S}/create`,
      { key: 'platform_name', value: 'Lab 2' },
      { token: fx.admin },
    );
    expect(twice.status).toBe(409);
    await call(
      fx.server.url,
      `${S}/update`,
      { key: 'ailab_host', value: 'Lab.Example.com' },
      { token: fx.admin },
    );
    await call(
      fx.server.url,
      `${S}/update`,
      { key: 'default_language', value: 'ja-JP' },
      { token: fx.admin },
    );
    const config = await call(fx.server.url, '/v1/api/app_config', {});
    expect(config.body).toMatchObject({
      app_name: 'Lab One',
      default_language: 'ja-JP',
      hosts: { ailab: 'lab.example.com', venture: 'venture.localhost' },
    });
    const reset = await call(
      fx.server.url,
      `${S}/manage`,
      { key: 'ailab_host', action: 'reset' },
      { token: fx.admin },
    );
    expect(reset.body.setting).toMatchObject({ value: null, is_default: true });
    const one = await call(fx.server.url, `${S}/get_setting`, { key: 'platform_name' }, { token: fx.admin });
    expect(one.body.setting.value).toBe('Lab One');
    expect((await call(fx.server.url, '/v1/api/app_config', {})).body.hosts.ailab).toBe('ailab.localhost');
  });

  it('closing sign-up refuses new sign-ups with a translated reason', async () => {
    await call(fx.server.url, `${S}/update`, { key: 'sign_up_open', value: false }, { token: fx.admin });
    expect((await call(fx.server.url, '/v1/api/app_config', {})).body.registration_open).toBe(false);
    const answer = await call(
      fx.server.url,
      '/v1/api/public/sign_up',
      { email: 'late@example.com', password: 'Long-enough-pass-1', first_name: 'L', last_name: 'T' },
      { language: 'es-MX' },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: 'SIGN_UP_CLOSED' });
    expect(answer.body.error.message).toContain('registro');
    await call(fx.server.url, `${S}/update`, { key: 'sign_up_open', value: true }, { token: fx.admin });
  });
});
