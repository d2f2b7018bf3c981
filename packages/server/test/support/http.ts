/** A plain HTTP answer as tests inspect it. */
export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
  text: string;
}

/** Options of one raw call. */
export interface CallOptions {
  token?: string;
  language?: string;
  method?: string;
  contentType?: string | null;
  /** Sent as is instead of JSON-encoding `body`. */
  raw?: string | FormData | Uint8Array;
}

/** Calls the server over real HTTP, like any client would. */
export async function call(
  baseUrl: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  const isForm = options.raw instanceof FormData;
  if (options.contentType !== null && !isForm)
    headers['content-type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? 'POST',
    headers,
    body: (options.raw as BodyInit | undefined) ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export const DEMO_PASSWORD = 'demo-password-1';

/** Signs in and returns the session token. */
export async function signIn(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await call(baseUrl, '/v2/api/user/login', { email, password });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status} ${answer.text}`);
  return answer.body.token as string;
}

/** The password tests give the seeded administrator when they replace the default one. */
export const NEW_ADMIN_PASSWORD = 'A-new-admin-password-1';

/** Signs the seeded administrator in and replaces the default password; returns the new session token. */
export async function signInAdmin(server: {
  url: string;
  adminEmail: string;
  adminPassword: string;
}): Promise<string> {
  const first = await signIn(server.url, server.adminEmail, server.adminPassword);
  const changed = await call(
    server.url,
    '/v2/api/user/update_default_password',
    { current_password: server.adminPassword, new_password: NEW_ADMIN_PASSWORD },
    { token: first },
  );
  if (changed.status !== 200)
    throw new Error(`admin password change failed: ${changed.status} ${changed.text}`);
  return changed.body.token as string;
}
