import { memoryStorage } from '@ailab/core/session/memory-storage';
import { describe, expect, it, vi } from 'vitest';
import { answerWith } from '../testing/render-app';
import { createAppServices } from './app-services';

/** A window with just what the services use: its document, fetch and location. */
function fakeWindow(
  fetch: typeof window.fetch,
  at: { pathname: string; search: string } = { pathname: '/', search: '' },
) {
  const assign = vi.fn();
  const win = { document, fetch, location: { assign, ...at } } as unknown as Window;
  return { win, assign };
}

const unauthenticated = answerWith(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in again' } });

describe('createAppServices', () => {
  it('on a rejected session clears all storage and loads / once, however many calls fail', async () => {
    const { win, assign } = fakeWindow(vi.fn(unauthenticated));
    const storage = memoryStorage({ authToken: 't', language: 'ja-JP', colorMode: 'dark' });
    const { api } = createAppServices(win, storage);
    const calls = [api.user.whoAmI({}), api.user.personalInfo({})];
    await Promise.allSettled(calls);
    expect(storage.getItem('authToken')).toBeNull();
    expect(storage.getItem('language')).toBeNull();
    expect(storage.getItem('colorMode')).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('sends a rejected session on a signed-in page to sign in again, back to that page, with a notice', async () => {
    const { win, assign } = fakeWindow(vi.fn(unauthenticated), {
      pathname: '/ailab/news',
      search: '?q=agents',
    });
    const { api } = createAppServices(win, memoryStorage({ authToken: 't' }));
    await api.user.whoAmI({}).catch(() => undefined);
    expect(assign).toHaveBeenCalledWith('/login?expired=1&next=%2Failab%2Fnews%3Fq%3Dagents');
  });

  it('keeps the once-only 401 navigation per set of services, not per page', async () => {
    for (const { win, assign } of [fakeWindow(vi.fn(unauthenticated)), fakeWindow(vi.fn(unauthenticated))]) {
      const { api } = createAppServices(win, memoryStorage());
      await api.user.whoAmI({}).catch(() => undefined);
      expect(assign).toHaveBeenCalledTimes(1);
    }
  });

  it('sends a 404 to / with the registered router, with a full page load before one registers', async () => {
    const notFound = answerWith(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    const { win, assign } = fakeWindow(vi.fn(notFound));
    const storage = memoryStorage({ authToken: 't' });
    const { api, navigation } = createAppServices(win, storage);
    await api.user.personalInfo({}).catch(() => undefined);
    expect(assign).toHaveBeenCalledWith('/');
    const routerNavigate = vi.fn();
    navigation.setNavigator(routerNavigate);
    await api.user.personalInfo({}).catch(() => undefined);
    expect(routerNavigate).toHaveBeenCalledWith('/');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(storage.getItem('authToken')).toBe('t');
  });

  it('sends the stored token and the current language, and stores a language change', async () => {
    const seen: RequestInit[] = [];
    const answer = answerWith(200, { result: true });
    const { win } = fakeWindow(async (_input, init) => {
      seen.push(init ?? {});
      return answer();
    });
    const storage = memoryStorage({ authToken: 'token-1', language: 'es-MX' });
    const { api, language } = createAppServices(win, storage);
    expect(language.current()).toBe('es-MX');
    await language.change('ja-JP');
    expect(storage.getItem('language')).toBe('ja-JP');
    expect(document.documentElement.lang).toBe('ja-JP');
    await api.user.whoAmI({}).catch(() => undefined);
    const headers = new Headers(seen[0]?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('accept-language')).toBe('ja-JP');
  });
});
