import type { SessionStorage } from '@ailab/core/session/session';

const KEY = 'ailab.maturity.token';
const TOKEN = /^ailab_mat_[A-Za-z0-9_-]{20,80}$/;

/** The token of a private link (`/ai-maturity-report#ailab_mat_…`): in the fragment, so it never reaches a server log. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return TOKEN.test(token) ? token : null;
}

/** The private link of an assessment. */
export function privateLink(origin: string, token: string): string {
  return `${origin}/ai-maturity-report#${token}`;
}

/** The assessment this browser is working on, kept so a visitor can resume it. */
export function storedToken(storage: SessionStorage): string | null {
  const token = storage.getItem(KEY);
  return token && TOKEN.test(token) ? token : null;
}

export function storeToken(storage: SessionStorage, token: string | null): void {
  if (token) storage.setItem(KEY, token);
  else storage.removeItem(KEY);
}
