import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../src/db/fold-search-text';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture } from './support/admin-session';
import { call, signIn } from './support/http';

const LIST = '/v2/api/admin/all_users';

describe('foldSearchText', () => {
  it('drops Latin accents and case, keeps Japanese voicing marks, and cuts at punctuation', () => {
    expect(foldSearchText('Núñez')).toBe(' nunez');
    expect(foldSearchText('SOFÍA Müller-Straße')).toBe(' sofia muller - strasse');
    expect(foldSearchText('ana@Example.com')).toBe(' ana @ example . com');
    expect(foldSearchText('ＡＢＣ')).toBe(' abc');
    expect(foldSearchText('佐藤がく')).toBe(' 佐 藤 が く');
  });
});

describe.each(testDialects())('admin all_users folded search (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);
  const emails = async (query: string) => {
    const answer = await call(fx.server.url, LIST, { query, limit: 100 }, { token: fx.admin });
    expect(answer.status, answer.text).toBe(200);
    return (answer.body as { items: { email: string }[] }).items.map((item) => item.email);
  };

  it('finds names without their accents, in any case', async () => {
    expect(await emails('sofia')).toContain('student@example.com');
    expect(await emails('SOFIA suzuki')).toEqual(['student@example.com']);
    expect(await emails('nunez')).toContain('intern@example.com');
    expect(await emails('Núñez')).toContain('intern@example.com');
    expect(await emails('tomas')).toContain('tools@example.com');
  });

  it('finds every address at a domain, by its name or with the @', async () => {
    const atDomain = await emails('@example.com');
    expect(atDomain).toContain('student@example.com');
    expect(atDomain).toContain('intern@example.com');
    expect(await emails('example')).toEqual(
      expect.arrayContaining(['student@example.com', 'tools@example.com']),
    );
    expect(await emails('example.com')).toContain('intern@example.com');
    expect(await emails('@example.org')).not.toContain('student@example.com');
  });

  it('finds a user by the name they changed to, folded the same way', async () => {
    const token = await signIn(fx.server.url, 'student@example.com');
    const changed = await call(
      fx.server.url,
      '/v2/api/user/update_info',
      { first_name: 'Zoë', last_name: 'Çelik' },
      { token, method: 'PUT' },
    );
    expect(changed.status, changed.text).toBe(200);
    expect(await emails('zoe celik')).toEqual(['student@example.com']);
    expect(await emails('sofia suzuki')).toEqual([]);
  });
});
