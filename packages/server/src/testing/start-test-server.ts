import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findRepositoryFolder } from '../config/repository-folder';
import { DEFAULT_LIMITS, DEFAULT_SYNC, type ServerConfig } from '../config/server-config';
import { type RunningServer, startServer } from '../start-server';
import { copyPostgresTemplate, copySqliteTemplate, templateKey } from './seeded-templates';

/** An email as the outbox stores it. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  file: string;
}

/** A real server on a random loopback port with a temporary data dir, for tests of any package. */
export interface TestServer {
  url: string;
  dataDir: string;
  config: ServerConfig;
  server: RunningServer;
  adminEmail: string;
  adminPassword: string;
  close(): Promise<void>;
  readOutbox(to: string): Promise<OutboxMail[]>;
  latestCode(to: string): Promise<string>;
  latestLink(to: string): Promise<string>;
}

export const TEST_ADMIN_PASSWORD = 'Admin-password-1';

type Overrides = Partial<Omit<ServerConfig, 'limits' | 'sync'>> & {
  limits?: Partial<ServerConfig['limits']>;
  sync?: Partial<ServerConfig['sync']>;
  /** 'postgres' creates a fresh database on TEST_DATABASE_URL's server and drops it on close. */
  dialect?: 'sqlite' | 'postgres';
  /**
   * Start from an empty database, migrating and seeding it, even when the run holds a seeded copy
   * (`seeded-templates.ts`): for tests of the first start itself.
   */
  empty?: boolean;
};

/** The database dialects a test run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDialects(): ('sqlite' | 'postgres')[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** Creates an empty PostgreSQL database for one test server; returns its URL and a drop function. */
export async function createFreshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const database = newPostgresDatabase();
  await adminQuery(database.adminUrl, `CREATE DATABASE ${database.name}`);
  return database;
}

/** A new database's name and URL on TEST_DATABASE_URL's server (not created yet), and its drop function. */
function newPostgresDatabase(): { name: string; adminUrl: string; url: string; drop(): Promise<void> } {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ailab_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    adminUrl,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Makes the start's database: a copy of the run's migrated and seeded template when the start may
 * use one (`seeded-templates.ts`), else an empty PostgreSQL database (SQLite makes its own file).
 */
async function prepareDatabase(
  config: ServerConfig,
  postgres: ReturnType<typeof newPostgresDatabase> | undefined,
  startEmpty: boolean,
): Promise<void> {
  const key = templateKey(config, postgres ? 'postgres' : 'sqlite', startEmpty);
  const seed = async (dataDir: string, databaseUrl: string | undefined) => {
    const seeding = await startServer({ ...config, dataDir, databaseUrl, scheduledJobs: false });
    await seeding.close();
  };
  if (!key) {
    if (postgres) await adminQuery(postgres.adminUrl, `CREATE DATABASE ${postgres.name}`);
  } else if (postgres) {
    await copyPostgresTemplate(key, postgres.adminUrl, postgres.name, config.dataDir, seed);
  } else {
    await copySqliteTemplate(key, config.dataDir, seed);
  }
}

function recipient(message: { to?: unknown }): string {
  const to = message.to;
  if (Array.isArray(to)) return to.map((item: { address?: string }) => item.address ?? '').join(',');
  return typeof to === 'string' ? to : '';
}

/**
 * Starts the real server (migrations, seeding, every route) on SQLite in a
 * fresh temporary directory, or on PostgreSQL when `TEST_DATABASE_URL` is set
 * (each server then gets its own schema-free database reset by the caller).
 */
export async function startTestServer(overrides: Overrides = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'ailab-test-')));
  const { dialect, limits, sync, empty, ...fields } = overrides;
  const postgres = dialect === 'postgres' ? newPostgresDatabase() : undefined;
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    publicUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'AI Lab <no-reply@ailab.localhost>',
    adminEmail: 'admin@localhost',
    adminPassword: TEST_ADMIN_PASSWORD,
    seedDemo: true,
    webDist: undefined,
    helpDir: findRepositoryFolder(import.meta.dirname, 'help', 'en-US'),
    hosts: { venture: 'venture.localhost', ailab: 'ailab.localhost', education: 'education.localhost' },
    logLevel: 'silent',
    prettyLogs: false,
    trustProxy: false,
    // Recurring jobs would race the tests that run reminders themselves.
    scheduledJobs: false,
    ...fields,
    databaseUrl: postgres?.url ?? fields.databaseUrl,
    dataDir,
    // Tests sign in many times from one address; the throttling tests lower this again.
    limits: {
      ...DEFAULT_LIMITS,
      authRequestsPerIpPerMinute: 10_000,
      eventRegistrationsPerIpPerMinute: 10_000,
      emailsPerRecipientPerHour: 10_000,
      ...limits,
    },
    // Never the real GitHub: tests that refresh point this at their stand-in.
    sync: { ...DEFAULT_SYNC, githubApiUrl: 'http://127.0.0.1:9', ...sync },
    // The stand-ins for feeds, GitHub and models listen on loopback; the SSRF tests turn this off.
    outbound: fields.outbound ?? { allowPrivate: true },
    llm: fields.llm ?? { baseUrl: undefined, apiKey: undefined, model: undefined, timeoutMs: 5000 },
  };
  const startEmpty = empty === true || overrides.dataDir !== undefined || fields.databaseUrl !== undefined;
  await prepareDatabase(config, postgres, startEmpty);
  const server = await startServer(config);
  const readOutbox = async (to: string): Promise<OutboxMail[]> => {
    // Emails leave after the answer, as jobs; wait for the ones already under way.
    await server.ctx.tasks.idle();
    await server.jobs.idle();
    const folder = join(dataDir, 'outbox');
    const files = (await readdir(folder).catch(() => [] as string[])).sort();
    const mails = await Promise.all(
      files.map(async (file) => {
        const message = JSON.parse(await readFile(join(folder, file), 'utf8')) as {
          to?: unknown;
          subject?: string;
          text?: string;
        };
        return { to: recipient(message), subject: message.subject ?? '', text: message.text ?? '', file };
      }),
    );
    return mails.filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
  };
  const newest = async (to: string): Promise<OutboxMail> => {
    const mail = (await readOutbox(to)).at(-1);
    if (!mail) throw new Error(`No email to ${to} in the outbox`);
    return mail;
  };
  return {
    url: server.url,
    dataDir,
    config,
    server,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword ?? TEST_ADMIN_PASSWORD,
    readOutbox,
    async latestCode(to) {
      const match = /\b(\d{6})\b/.exec((await newest(to)).text);
      if (!match?.[1]) throw new Error(`The newest email to ${to} holds no code`);
      return match[1];
    },
    async latestLink(to) {
      const match = /https?:\/\/\S+[?&](?:token|reset|activate)=(\S+)/.exec((await newest(to)).text);
      if (!match?.[0]) throw new Error(`The newest email to ${to} holds no link`);
      return match[0];
    },
    async close() {
      await server.close();
      await postgres?.drop();
      if (!overrides.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
