import type { AdminUser } from '@ailab/core/contract/users/users.schemas';
import { RESOURCES } from '@ailab/core/i18n/resources';
import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { KEYS, press, settle } from '../../test/support/ink-keys';
import { createTranslator } from '../i18n/translator';
import { UsersScreen } from './users-screen';

const t = createTranslator('en-US', RESOURCES);

function user(id: string, email: string, roles: number[], disabled = false): AdminUser {
  return {
    id,
    email,
    user_name: id,
    first_name: id.toUpperCase(),
    last_name: 'Test',
    photo_url: null,
    roles,
    area_code: '',
    language: 'en-US',
    email_verified: true,
    last_login_at: null,
    created_at: '2030-01-01T00:00:00.000Z',
    disabled,
    password_set: true,
  };
}

const PEOPLE = [
  user('ana', 'ana@example.com', [1]),
  user('ben', 'ben@example.com', [5]),
  user('cy', 'cy@example.com', []),
];

/** Waits for a frame, then for Ink to register the input handler of that render. */
async function until(check: () => boolean) {
  for (let waited = 0; waited < 2000 && !check(); waited += 10) await settle(10);
  await settle();
}

function setup() {
  const search = vi.fn(async (text: string) => PEOPLE.filter((person) => person.email.startsWith(text)));
  const toggleRole = vi.fn(async (person: AdminUser, role: number) =>
    person.roles.includes(role)
      ? person.roles.filter((held) => held !== role)
      : [...person.roles, role].sort(),
  );
  const setDisabled = vi.fn(async (person: AdminUser, disabled: boolean) => ({ ...person, disabled }));
  const onExit = vi.fn();
  const view = render(
    <UsersScreen t={t} search={search} toggleRole={toggleRole} setDisabled={setDisabled} onExit={onExit} />,
  );
  return { ...view, search, toggleRole, setDisabled, onExit };
}

describe('UsersScreen', () => {
  it('searches as you type and moves through the results with the arrows', async () => {
    const { lastFrame, stdin, search, unmount } = setup();
    await until(() => lastFrame()?.includes('cy@example.com') ?? false);
    expect(lastFrame()).toContain('❯ ana@example.com');
    await press(stdin, lastFrame, KEYS.down);
    expect(lastFrame()).toContain('❯ ben@example.com');
    await press(stdin, lastFrame, 'b');
    await until(() => !(lastFrame()?.includes('ana@example.com') ?? true));
    expect(search).toHaveBeenLastCalledWith('b');
    expect(lastFrame()).toContain('Search: b');
    expect(lastFrame()).toContain('❯ ben@example.com');
    await press(stdin, lastFrame, 'z');
    await until(() => lastFrame()?.includes('No results found!') ?? false);
    expect(lastFrame()).toContain('No results found!');
    unmount();
  });

  it('opens a user, toggles a role with Space, and disables only after y', async () => {
    const { lastFrame, stdin, toggleRole, setDisabled, onExit, unmount } = setup();
    await until(() => lastFrame()?.includes('ana@example.com') ?? false);
    await press(stdin, lastFrame, KEYS.enter);
    expect(lastFrame()).toContain('User Management: ana@example.com');
    // Roles by name and number, one per line (issue 24 item 19: they were bare numbers).
    expect(lastFrame()).toContain('[x] Researcher (1)');
    await press(stdin, lastFrame, '\u001b[C'); // → to role 3
    await press(stdin, lastFrame, ' ');
    await until(() => lastFrame()?.includes('[x] Startup founder (3)') ?? false);
    expect(toggleRole).toHaveBeenCalledWith(expect.objectContaining({ email: 'ana@example.com' }), 3);
    // Removing a role asks first: n keeps it, y removes it.
    await press(stdin, lastFrame, ' ');
    expect(lastFrame()).toContain('Remove the role Startup founder (3) from ana@example.com?');
    await press(stdin, lastFrame, 'n');
    expect(toggleRole).toHaveBeenCalledTimes(1);
    expect(lastFrame()).toContain('[x] Startup founder (3)');
    await press(stdin, lastFrame, ' ');
    await press(stdin, lastFrame, 'y');
    await until(() => lastFrame()?.includes('[ ] Startup founder (3)') ?? false);
    expect(toggleRole).toHaveBeenCalledTimes(2);

    await press(stdin, lastFrame, 'd');
    expect(lastFrame()).toContain('Disable ana@example.com?');
    await press(stdin, lastFrame, 'n');
    expect(setDisabled).not.toHaveBeenCalled();
    await press(stdin, lastFrame, 'd');
    await press(stdin, lastFrame, 'y');
    await until(() => lastFrame()?.includes('ana@example.com is disabled.') ?? false);
    expect(setDisabled).toHaveBeenCalledWith(expect.objectContaining({ email: 'ana@example.com' }), true);
    expect(lastFrame()).toContain('Status: disabled');

    await press(stdin, lastFrame, KEYS.escape);
    expect(lastFrame()).toContain('Search:');
    stdin.write(KEYS.escape);
    await until(() => onExit.mock.calls.length > 0);
    expect(onExit).toHaveBeenCalledOnce();
    unmount();
  });
});
