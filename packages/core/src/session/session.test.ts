import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';
import { clearSession, fullName, readSession, SESSION_KEYS, type Session, writeSession } from './session';

const session: Session = {
  authToken: 'tok',
  emailId: 'a@b.co',
  groupId: null,
  userName: 'ada',
  userRoles: [1, 99],
  userInfo: {
    photo_url: null,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'a@b.co',
    role: 'Administrator',
    function: ['ops'],
  },
  areaCode: '100',
};

describe('session storage', () => {
  it('round-trips every field under the spec keys', () => {
    const storage = memoryStorage();
    writeSession(storage, session);
    expect(storage.getItem('authToken')).toBe('tok');
    expect(JSON.parse(storage.getItem(SESSION_KEYS.userRoles) ?? '')).toEqual([1, 99]);
    expect(readSession(storage)).toEqual(session);
  });

  it('reads no session without a token and survives damaged fields', () => {
    const storage = memoryStorage();
    expect(readSession(storage)).toBeNull();
    storage.setItem('authToken', 't');
    storage.setItem('userRoles', '{not json');
    storage.setItem('userInfo', '[]');
    const read = readSession(storage);
    expect(read?.userRoles).toEqual([]);
    expect(read?.userInfo.first_name).toBe('');
  });

  it('clears only session keys', () => {
    const storage = memoryStorage();
    writeSession(storage, session);
    storage.setItem('colorMode', 'dark');
    clearSession(storage);
    expect(readSession(storage)).toBeNull();
    expect(storage.getItem('colorMode')).toBe('dark');
  });

  it('builds the full name or null for the placeholder', () => {
    expect(fullName(session.userInfo)).toBe('Ada Lovelace');
    expect(fullName({ first_name: ' ', last_name: '' })).toBeNull();
  });
});
