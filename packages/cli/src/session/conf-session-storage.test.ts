import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearSession, readSession, type Session, writeSession } from '@ailab/core/session/session';
import { describe, expect, it } from 'vitest';
import { openStore } from '../config/conf-store';
import { confSessionStorage } from './conf-session-storage';

const session: Session = {
  authToken: 'tok',
  emailId: 'a@b.co',
  groupId: null,
  userName: 'ada',
  userRoles: [1, 99],
  userInfo: {
    photo_url: null,
    first_name: 'Ada',
    last_name: 'L',
    email: 'a@b.co',
    role: 'Admin',
    function: [],
  },
  areaCode: '100',
};

describe('session storage over conf', () => {
  it("round-trips core's session in a 0600 file, one session per server", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ailab-session-'));
    const store = await openStore(dir, 'session');
    const a = confSessionStorage(store, 'http://a.test');
    const b = confSessionStorage(store, 'http://b.test');
    writeSession(a, session);
    expect(readSession(a)).toEqual(session);
    await Promise.resolve();
    expect(readSession(b)).toBeNull();
    expect(statSync(join(dir, 'session.json')).mode & 0o777).toBe(0o600);

    const reopened = confSessionStorage(await openStore(dir, 'session'), 'http://a.test');
    expect(readSession(reopened)?.userRoles).toEqual([1, 99]);
    clearSession(reopened);
    await Promise.resolve();
    expect(readSession(confSessionStorage(await openStore(dir, 'session'), 'http://a.test'))).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });
});
