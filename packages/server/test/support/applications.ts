import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import {
  STANDARD_CATEGORIES,
  STANDARD_QUESTIONS,
  STANDARD_TEMPLATES,
} from '../../src/features/applications/demo-programme';
import { startTestServer, type TestServer } from '../../src/testing/start-test-server';
import { call, signIn } from './http';

/** A demo-seeded test server per describe block, with the demo administrator and reviewer signed in. */
export function useApplicationServer(
  dialect: 'sqlite' | 'postgres',
  limits: Record<string, number> = {},
): { readonly server: TestServer; readonly admin: string; readonly reviewer: string } {
  const state = { server: undefined as TestServer | undefined, admin: '', reviewer: '' };
  beforeAll(async () => {
    state.server = await startTestServer({ dialect, seedDemo: true, limits });
    state.admin = await signIn(state.server.url, 'staff@example.com');
    state.reviewer = await signIn(state.server.url, 'reviewer@example.com');
  });
  afterAll(() => state.server?.close());
  return {
    get server() {
      if (!state.server) throw new Error('the test server has not started');
      return state.server;
    },
    get admin() {
      return state.admin;
    },
    get reviewer() {
      return state.reviewer;
    },
  };
}

/** Creates an open programme through the API; answers its slug. */
export async function createProgramme(
  server: TestServer,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; slug: string; closes_at: string }> {
  const now = server.server.ctx.now().getTime();
  const answer = await call(
    server.url,
    '/v2/api/admin/programme/save',
    {
      slug: `test-${randomUUID().slice(0, 8)}`,
      title: 'Test programme',
      description: 'A programme for tests.',
      opens_at: new Date(now - 86_400_000).toISOString(),
      closes_at: new Date(now + 7 * 86_400_000).toISOString(),
      time_zone: 'America/Mexico_City',
      questions: STANDARD_QUESTIONS,
      categories: STANDARD_CATEGORIES,
      reviews_wanted: 2,
      phase: 'screening',
      templates: STANDARD_TEMPLATES,
      ...fields,
    },
    { token },
  );
  if (answer.status !== 200) throw new Error(`programme/save: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** The resume token of the newest resume link emailed to an address. */
export async function resumeToken(server: TestServer, email: string): Promise<string> {
  const mail = (await server.readOutbox(email)).at(-1);
  const token = /#resume=(\S+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no resume link in the mail to ${email}`);
  return token;
}

/** The answers that make the standard form complete. */
export const COMPLETE_ANSWERS = {
  problem: 'Clinics lose hours to paper triage.',
  solution: 'A triage assistant that orders the queue.',
  stage: 'pilot',
  team_size: 2,
};

/** A visitor starts an application and follows the emailed link; answers the token. */
export async function startAsVisitor(server: TestServer, programme: string, email: string): Promise<string> {
  const created = await call(server.url, '/v2/api/open/application/create', { programme, email });
  if (created.status !== 200) throw new Error(`create: ${created.status} ${created.text}`);
  return resumeToken(server, email);
}

/** A visitor's application carried to `submitted`; answers its id and token. */
export async function submittedApplication(
  server: TestServer,
  programme: string,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; token: string }> {
  const token = await startAsVisitor(server, programme, email);
  const answer = await call(server.url, '/v2/api/open/application/update', {
    action: 'submit',
    token,
    version: 0,
    name: 'Ada Founder',
    title: `Venture ${randomUUID().slice(0, 6)}`,
    answers: COMPLETE_ANSWERS,
    team: [{ name: 'Grace Teammate', email: 'grace.teammate@example.org', role: 'CTO' }],
    ...extra,
  });
  if (answer.status !== 200) throw new Error(`submit: ${answer.status} ${answer.text}`);
  return { id: answer.body.id, token };
}
