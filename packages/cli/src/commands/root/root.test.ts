import { writeSession } from '@ailab/core/session/session';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFactory, fakeUser } from '../../../test/support/fake-factory';
import type { CommandContext } from '../../command-context';
import { AuthRequiredError } from '../../errors/cli-errors';
import type { MenuModel } from '../../services/menu-model';
import { newRootAction, runMenu } from './root';

const shown: MenuModel[] = [];
/**
 * The menu entry the fake menu chooses; the first when unset. After a screen the menu comes back (issue 24 item
 * 19), so the fake chooses only on its first showing per run and then leaves (null), as q would.
 */
const choice: { key?: string; next?: string[] } = {};
let showings = 0;
vi.mock('../../ui/show-menu', () => ({
  showMenu: vi.fn(async (_io: unknown, model: MenuModel) => {
    shown.push(model);
    showings += 1;
    if (showings > 1) {
      const next = choice.next?.shift();
      return next === undefined ? null : (model.items.find((item) => item.key === next) ?? null);
    }
    return model.items.find((item) => item.key === choice.key) ?? model.items[0] ?? null;
  }),
}));
beforeEach(() => {
  showings = 0;
});
const screens: { events: { title: string; seats_left: number }[] }[] = [];
vi.mock('../../ui/show-events-screen', () => ({
  showEventsScreen: vi.fn(async (_io: unknown, props: (typeof screens)[number]) => {
    screens.push(props);
  }),
}));

const STAFF_SESSION = {
  authToken: 'tok',
  emailId: 'a@example.com',
  groupId: null,
  userName: 'a',
  userRoles: [99],
  userInfo: {
    photo_url: null,
    first_name: '',
    last_name: '',
    email: 'a@example.com',
    role: '',
    function: [],
  },
  areaCode: '100',
};
const userManage = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../user/manage', () => ({ runUserManage: userManage }));
const instituteBrowse = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../institute/browse', () => ({ runInstituteBrowse: instituteBrowse }));

function contextFor(f: ReturnType<typeof fakeFactory>['f']): CommandContext {
  return {
    t: f.t,
    version: '1',
    language: 'en-US',
    env: f.env,
    settings: {},
    factory: () => f,
    io: () => f.io,
  };
}

describe('ailab with no command', () => {
  it('prints help off a terminal', async () => {
    const { f } = fakeFactory({ tty: false });
    const printHelp = vi.fn();
    await newRootAction(contextFor(f), printHelp);
    expect(printHelp).toHaveBeenCalledOnce();
  });

  it('needs sign-in on a terminal when there is no token', async () => {
    const { f } = fakeFactory({ tty: true });
    await expect(newRootAction(contextFor(f), vi.fn())).rejects.toBeInstanceOf(AuthRequiredError);
  });

  it('builds the menu from the stored session without a network call, and prints the choice', async () => {
    const { f, storage, calls, stdout } = fakeFactory({ tty: true });
    writeSession(storage, STAFF_SESSION);
    await runMenu(f);
    expect(calls).toHaveLength(0);
    expect(shown.at(-1)?.items[0]?.url).toBe('http://ailab.test/admin/user-management');
    // User Management opens its interactive screen; other entries print their command or URL.
    expect(userManage).toHaveBeenCalledWith(f);
    expect(stdout()).toBe('');
    choice.key = 'profileSettings';
    showings = 0;
    await runMenu(f);
    choice.key = '';
    expect(stdout()).toBe('ailab whoami\n');
  });

  it('opens the Events Management screen with the upcoming published events when that entry is chosen', async () => {
    const listed = {
      id: 'e1',
      slug: 'door-night',
      title: 'Door night',
      description: '',
      kind: 'talk',
      state: 'published',
      starts_at: '2030-05-01T09:00:00.000Z',
      ends_at: '2030-05-01T10:00:00.000Z',
      time_zone: 'Asia/Tokyo',
      venue: 'Hall',
      cover_url: null,
      capacity: 10,
      seats_left: 4,
      registration_opens_at: null,
      registration_closes_at: null,
      organiser_name: 'Stella Smith',
      online_url: null,
      recording_url: null,
      materials: [],
      organiser_id: 'u1',
      counts: { confirmed: 6, waitlisted: 0, pending: 0, cancelled: 0, checked_in: 0 },
      created_at: '2030-01-01T00:00:00.000Z',
      updated_at: '2030-01-01T00:00:00.000Z',
    };
    const { f, storage, calls, stdout } = fakeFactory({
      tty: true,
      routes: {
        '/v2/api/admin/event/listing': () => ({
          status: 200,
          body: { items: [listed], next_cursor: null, total: 1 },
        }),
      },
    });
    writeSession(storage, STAFF_SESSION);
    choice.key = 'eventsManagement';
    try {
      await runMenu(f);
    } finally {
      choice.key = undefined;
    }
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/v2/api/admin/event/listing', { when: 'upcoming', state: 'published', limit: 100 }],
    ]);
    expect(screens.at(-1)?.events.map((event) => [event.title, event.seats_left])).toEqual([
      ['Door night', 4],
    ]);
    expect(stdout()).toBe('');
  });

  it('comes back to the menu when a screen is left, and Sign out clears the session (issue 24 item 19)', async () => {
    const { f, storage, calls, stdout } = fakeFactory({
      tty: true,
      routes: { '/v2/api/user/token': () => ({ status: 200, body: { tokens: [] } }) },
    });
    writeSession(storage, STAFF_SESSION);
    choice.key = 'userManagement';
    choice.next = ['signOut'];
    try {
      await runMenu(f);
    } finally {
      choice.key = undefined;
      choice.next = undefined;
    }
    // The screen, then the menu again (second showing), where Sign out was chosen.
    expect(showings).toBe(2);
    expect(calls.map((call) => call.body)).toEqual([{ action: 'revoke_current' }]);
    expect(storage.getItem('authToken')).toBeNull();
    expect(stdout()).toBe('');
  });

  it("opens the supervisor's Institute Admin screen from the menu, then comes back to the menu", async () => {
    const { f, storage, stdout } = fakeFactory({ tty: true });
    writeSession(storage, { ...STAFF_SESSION, userRoles: [1, 10], areaCode: '' });
    choice.key = 'instituteAdmin';
    await runMenu(f);
    choice.key = '';
    expect(instituteBrowse).toHaveBeenCalledWith(f);
    expect(showings).toBe(2);
    expect(stdout()).toBe('');
  });

  it('asks who_am_i for the roles when the token comes from AILAB_TOKEN', async () => {
    const { f, calls } = fakeFactory({
      tty: true,
      env: { AILAB_TOKEN: 'ci' },
      routes: {
        '/v2/api/user/who_am_i': () => ({
          status: 200,
          body: { result: true, user: fakeUser({ roles: [8] }) },
        }),
      },
    });
    await runMenu(f);
    expect(calls).toHaveLength(1);
    expect(shown.at(-1)?.items.map((item) => item.key)).toContain('aiLearning');
  });
});
