import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';

const BAD_LINKS: [string, unknown][] = [
  ['/v2/api/user/magic_token', { token: 'short' }],
  [
    '/v2/api/user/reset_password',
    { step: 'confirm_link', token: 'short', new_password: 'a-valid-password-1' },
  ],
  ['/v2/api/open/event/register', { action: 'confirm', token: 'x' }],
  ['/v2/api/open/application/resume', { token: 'x' }],
  ['/v2/api/open/pitch_share/view', { token: 'x' }],
];

describe.each(testDialects())('validation wording over HTTP (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  it('answers a link token that does not parse as a bad link, in the caller language', async () => {
    for (const [path, body] of BAD_LINKS) {
      const en = await call(server.url, path, body);
      expect(en.status, path).toBe(400);
      expect(en.body.error.message, path).toBe('This link is not valid or has expired');
      expect(en.text, path).not.toMatch(/Token must|at least 20/);
      const ja = await call(server.url, path, body, { language: 'ja-JP' });
      expect(ja.body.error.message, path).toBe('このリンクは無効か、有効期限が切れています');
    }
  });

  it('names nested fields by their label and words limits with plurals, in the caller language', async () => {
    const body = {
      email: 'new-person@example.com',
      password: 'a-valid-password-1',
      first_name: '',
      last_name: 'Ruiz',
      preferences: { language: 'xx' },
    };
    const en = await call(server.url, '/v1/api/public/sign_up', body);
    expect(en.status).toBe(400);
    const messages = (en.body.error.fields as { message: string }[]).map((field) => field.message);
    expect(messages).toContain('First name cannot be empty');
    expect(messages.join(' ')).not.toMatch(/first_name|preferences\.language|characters?\b.*1 characters/);
    const es = await call(server.url, '/v1/api/public/sign_up', body, { language: 'es-MX' });
    expect(es.text).toContain('El campo Nombre no puede estar vacío');
  });
});
