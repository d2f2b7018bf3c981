import type { SignInResult, User } from '../contract/accounts/user.schemas';

/** A key-value store with the Web Storage shape: localStorage in the browser, a config file in the CLI. */
export interface SessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** The userInfo object of spec §3. */
export interface UserInfo {
  photo_url: string | null;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  function: string[];
}

/** What the product keeps in browser storage (spec §3). */
export interface Session {
  authToken: string;
  emailId: string;
  groupId: string | null;
  userName: string;
  userRoles: number[];
  userInfo: UserInfo;
  areaCode: string;
}

/** Storage keys. `authToken` is fixed by spec §9. */
export const SESSION_KEYS = {
  authToken: 'authToken',
  emailId: 'emailId',
  groupId: 'groupId',
  userName: 'userName',
  userRoles: 'userRoles',
  userInfo: 'userInfo',
  areaCode: 'areaCode',
} as const satisfies Record<keyof Session, string>;

/** The userInfo of spec §3 taken from an API user. */
export function userInfoFromUser(user: User): UserInfo {
  return {
    photo_url: user.photo_url,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role: user.role,
    function: user.function,
  };
}

/** The session to store for a user and their token. */
export function sessionFromUser(user: User, authToken: string): Session {
  return {
    authToken,
    emailId: user.email,
    groupId: user.group_id,
    userName: user.user_name,
    userRoles: user.roles,
    userInfo: userInfoFromUser(user),
    areaCode: user.area_code,
  };
}

/** The session to store after a successful sign-in. */
export function sessionFromSignIn(result: SignInResult): Session {
  return sessionFromUser(result.user, result.token);
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Writes every session field. */
export function writeSession(storage: SessionStorage, session: Session): void {
  storage.setItem(SESSION_KEYS.authToken, session.authToken);
  storage.setItem(SESSION_KEYS.emailId, session.emailId);
  if (session.groupId === null) storage.removeItem(SESSION_KEYS.groupId);
  else storage.setItem(SESSION_KEYS.groupId, session.groupId);
  storage.setItem(SESSION_KEYS.userName, session.userName);
  storage.setItem(SESSION_KEYS.userRoles, JSON.stringify(session.userRoles));
  storage.setItem(SESSION_KEYS.userInfo, JSON.stringify(session.userInfo));
  storage.setItem(SESSION_KEYS.areaCode, session.areaCode);
}

/** The stored session, or null when no token is stored. Damaged fields fall back to empty values. */
export function readSession(storage: SessionStorage): Session | null {
  const authToken = storage.getItem(SESSION_KEYS.authToken);
  if (!authToken) return null;
  const roles = parseJson<unknown>(storage.getItem(SESSION_KEYS.userRoles), []);
  const info = parseJson<Partial<UserInfo>>(storage.getItem(SESSION_KEYS.userInfo), {});
  return {
    authToken,
    emailId: storage.getItem(SESSION_KEYS.emailId) ?? '',
    groupId: storage.getItem(SESSION_KEYS.groupId),
    userName: storage.getItem(SESSION_KEYS.userName) ?? '',
    userRoles: Array.isArray(roles) ? roles.filter((role): role is number => Number.isInteger(role)) : [],
    userInfo: {
      photo_url: info.photo_url ?? null,
      first_name: info.first_name ?? '',
      last_name: info.last_name ?? '',
      email: info.email ?? '',
      role: info.role ?? '',
      function: Array.isArray(info.function) ? info.function : [],
    },
    areaCode: storage.getItem(SESSION_KEYS.areaCode) ?? '',
  };
}

/** The stored token, or null. */
export function readToken(storage: SessionStorage): string | null {
  return storage.getItem(SESSION_KEYS.authToken) || null;
}

/** Removes every session field, leaving other stored values (language, colour mode) alone. */
export function clearSession(storage: SessionStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}

/** The full name from first and last name, or null when both are empty. */
export function fullName(info: Pick<UserInfo, 'first_name' | 'last_name'>): string | null {
  const name = `${info.first_name} ${info.last_name}`.trim();
  return name === '' ? null : name;
}
