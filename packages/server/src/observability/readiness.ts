import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** What `/readyz` checked. */
export interface Readiness {
  ready: boolean;
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'current' | 'pending' | 'unknown';
    jobs: 'running' | 'stopped';
  };
}

/**
 * Ready to take traffic: the database answers, every migration this build knows is applied (a
 * rolling deploy's new instance waits for them), and the job runner is running.
 */
export async function checkReadiness(
  db: Kysely<Database>,
  migrationNames: readonly string[],
  jobsRunning: () => boolean,
): Promise<Readiness> {
  const jobs = jobsRunning() ? 'running' : 'stopped';
  let applied: Set<string>;
  try {
    const rows = await sql<{ name: string }>`select name from schema_migrations`.execute(db);
    applied = new Set(rows.rows.map((row) => row.name));
  } catch {
    return { ready: false, checks: { database: 'unreachable', migrations: 'unknown', jobs } };
  }
  const migrations = migrationNames.every((name) => applied.has(name)) ? 'current' : 'pending';
  return {
    ready: migrations === 'current' && jobs === 'running',
    checks: { database: 'ok', migrations, jobs },
  };
}
