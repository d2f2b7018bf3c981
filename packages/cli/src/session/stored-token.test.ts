import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSession } from '@ailab/core/session/session';
import { describe, expect, it } from 'vitest';
import { openStore } from '../config/conf-store';
import { confSessionStorage } from './conf-session-storage';
import { readStoredToken } from './stored-token';

describe('readStoredToken', () => {
  it("reads the token conf stored for this server, and no other server's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ailab-token-'));
    expect(readStoredToken(dir, 'http://a.test')).toBeNull();
    const storage = confSessionStorage(await openStore(dir, 'session'), 'http://a.test');
    writeSession(storage, {
      authToken: 'ailab_s_stored',
      emailId: 'a@b.co',
      groupId: null,
      userName: 'ada',
      userRoles: [1],
      userInfo: {
        photo_url: null,
        first_name: 'Ada',
        last_name: 'L',
        email: 'a@b.co',
        role: 'Member',
        function: [],
      },
      areaCode: '',
    });
    await Promise.resolve();
    expect(readStoredToken(dir, 'http://a.test')).toBe('ailab_s_stored');
    expect(readStoredToken(dir, 'http://b.test')).toBeNull();
    writeFileSync(join(dir, 'session.json'), '{ not json');
    expect(readStoredToken(dir, 'http://a.test')).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });
});
