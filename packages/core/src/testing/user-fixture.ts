import type { User } from '../contract/accounts/user.schemas';

/** A user as the API answers with it, for tests of any package. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    user_name: 'ada',
    first_name: 'Ada',
    last_name: 'Lovelace',
    photo_url: null,
    role: 'Member',
    function: [],
    roles: [1],
    area_code: '',
    group_id: null,
    language: 'en-US',
    email_verified: true,
    must_change_password: false,
    last_login_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
