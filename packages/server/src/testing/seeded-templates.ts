import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { ServerConfig } from '../config/server-config';

/**
 * Migrated and seeded databases a test run makes once and copies for every test server that
 * asks for the same start (issue 19: CI time). A test server's start migrated and seeded a new
 * database each time: 0.7 s on SQLite and 2.7 s on PostgreSQL, hundreds of times a run. A copy
 * takes a file copy (SQLite) or `CREATE DATABASE … TEMPLATE` (PostgreSQL), and the server's own
 * start then finds the schema current and the demo content seeded, as on any later start.
 *
 * A run's templates live while its test run does: the projects' global set-up
 * (`templates-global-setup.ts`) names a folder in `AILAB_TEST_TEMPLATES` and removes it, and the
 * run's PostgreSQL templates, at the end. Without that variable every test server starts afresh.
 * A template is made again every ten minutes, so the demo content's dates stay close to now.
 */
export const TEMPLATES_ENV = 'AILAB_TEST_TEMPLATES';

const TEMPLATE_MINUTES = 10;

/** The run's folder of templates, or undefined when this process runs no template-using test run. */
export function templatesFolder(): string | undefined {
  return process.env[TEMPLATES_ENV] || undefined;
}

/** The PostgreSQL database name prefix of one run's templates (the folder's unique suffix). */
export function templateDatabasePrefix(folder: string): string {
  const id = createHash('sha256').update(folder).digest('hex').slice(0, 8);
  return `ailab_tpl_${id}_`;
}

/**
 * Which template a start may use: what the migrations and the seed depend on. Answers undefined when
 * the start must be made afresh (`startEmpty`: the caller's own data folder or database, or a test of
 * the first start; a generated administrator password; media in a bucket; no run folder).
 */
export function templateKey(
  config: ServerConfig,
  dialect: 'sqlite' | 'postgres',
  startEmpty: boolean,
): string | undefined {
  if (!templatesFolder() || startEmpty) return undefined;
  if (config.adminPassword === undefined || config.mediaS3) return undefined;
  const seedInputs = {
    dialect,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    seedDemo: config.seedDemo,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    window: Math.floor(Date.now() / (TEMPLATE_MINUTES * 60_000)),
  };
  return createHash('sha256').update(JSON.stringify(seedInputs)).digest('hex').slice(0, 16);
}

/** Starts a server on the given data folder and database, then stops it: the start migrates and seeds. */
export type SeedingStart = (dataDir: string, databaseUrl: string | undefined) => Promise<void>;

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Publishes a finished folder under its final name; another process may have published it first. */
async function publishFolder(built: string, final: string): Promise<void> {
  try {
    await rename(built, final);
  } catch {
    await rm(built, { recursive: true, force: true });
  }
}

/**
 * Fills `dataDir` (empty, made by the caller) from the SQLite template of `key`, making the template
 * first when this run has none yet.
 */
export async function copySqliteTemplate(key: string, dataDir: string, seed: SeedingStart): Promise<void> {
  const folder = templatesFolder() as string;
  const template = join(folder, `sqlite-${key}`);
  try {
    await cp(template, dataDir, { recursive: true, errorOnExist: false, force: true });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(folder, { recursive: true });
  const built = await mkdtemp(join(folder, 'building-'));
  await seed(built, undefined);
  await publishFolder(built, template);
  await cp(template, dataDir, { recursive: true, force: true });
}

const IN_USE = '55006'; // object_in_use: the template still has a closing connection

/**
 * Creates database `name` from the PostgreSQL template of `key` and fills `dataDir` from the
 * template's data folder (the seeded uploads), making both first when this run has none yet.
 */
export async function copyPostgresTemplate(
  key: string,
  adminUrl: string,
  name: string,
  dataDir: string,
  seed: SeedingStart,
): Promise<void> {
  const folder = templatesFolder() as string;
  const template = `${templateDatabasePrefix(folder)}${key}`;
  const templateDir = join(folder, `postgres-${key}`);
  const exists = await withAdmin(adminUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    return (found.rowCount ?? 0) > 0;
  });
  if (!exists) {
    await mkdir(folder, { recursive: true });
    const built = await mkdtemp(join(folder, 'building-'));
    const building = `ailab_tplb_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${building}`));
    await seed(built, databaseUrl(adminUrl, building));
    await publishFolder(built, templateDir);
    await withAdmin(adminUrl, async (client) => {
      try {
        await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      } catch {
        // Another process published this template first.
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      }
    });
  }
  await withAdmin(adminUrl, async (client) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== IN_USE || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  await cp(templateDir, dataDir, { recursive: true, force: true });
}

/** Removes a run's templates: its folder and its PostgreSQL databases. */
export async function removeTemplates(folder: string, adminUrl: string | undefined): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  if (!adminUrl) return;
  await withAdmin(adminUrl, async (client) => {
    const found = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [templateDatabasePrefix(folder)],
    );
    for (const row of found.rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  }).catch(() => undefined);
}
