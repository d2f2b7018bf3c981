/** Pages a return path never leads back to: the sign-in screens themselves. */
const SIGN_IN_PAGES = ['/login', '/register', '/verify', '/magic-login', '/change-password'];
/** Any origin stands in for ours: a path that keeps it is same-origin, whatever the host. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * The page to go back to after signing in, when `value` is a same-origin relative path
 * (`/ailab/news?x=1`); undefined for anything else: absolute or protocol-relative addresses
 * (`https://evil.example`, `//evil.example`, `/\\evil.example`), `javascript:` and the sign-in pages,
 * so a crafted `?next=` cannot send a person off-site (no open redirect).
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  if (SIGN_IN_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`)))
    return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that returns to `path` afterwards (when it is a safe return path). */
export function loginHref(loginPath: string, path: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  const next = safeReturnPath(path);
  if (next) query.set('next', next);
  const text = query.toString();
  return text ? `${loginPath}?${text}` : loginPath;
}
