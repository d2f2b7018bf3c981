import { randomUUID } from 'node:crypto';
import type { AnswerValueType, TeamMember } from '@ailab/core/contract/applications/application.schemas';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApplicationsTable } from './applications.tables';
import { decodeProgramme, type Programme } from './programme-codec';

export type ApplicationRow = Selectable<ApplicationsTable>;

export async function findProgrammeBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<Programme | undefined> {
  const row = await db
    .selectFrom('application_programmes')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? decodeProgramme(row) : undefined;
}

export async function findProgrammeById(db: Kysely<Database>, id: string): Promise<Programme | undefined> {
  const row = await db
    .selectFrom('application_programmes')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? decodeProgramme(row) : undefined;
}

export async function findApplication(db: Kysely<Database>, id: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findApplicationByTokenHash(
  db: Kysely<Database>,
  hash: string,
): Promise<ApplicationRow | undefined> {
  return db.selectFrom('applications').selectAll().where('resume_token_hash', '=', hash).executeTakeFirst();
}

/**
 * Writes `changes` only while the application is still in `state` (and at `version`, when given);
 * answers whether it did. Two parallel writers from the same state or version: one wins.
 */
export async function updateApplicationIf(
  db: Kysely<Database>,
  id: string,
  expect: { state?: string; version?: number },
  changes: Updateable<ApplicationsTable>,
): Promise<boolean> {
  let query = db.updateTable('applications').set(changes).where('id', '=', id);
  if (expect.state !== undefined) query = query.where('state', '=', expect.state);
  if (expect.version !== undefined) query = query.where('version', '=', expect.version);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One line of an application's history (state moves, assignments, effects, claims). */
export async function addHistory(
  db: Kysely<Database>,
  entry: {
    applicationId: string;
    actorId: string | null;
    kind: string;
    detail: Record<string, string>;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('application_history')
    .values({
      id: randomUUID(),
      application_id: entry.applicationId,
      actor_id: entry.actorId,
      kind: entry.kind,
      detail: JSON.stringify(entry.detail),
      at: entry.at.toISOString(),
    })
    .execute();
}

/** The JSON columns of an application, read. */
export interface ApplicationContent {
  answers: Record<string, AnswerValueType>;
  team: TeamMember[];
  industries: string[];
  tags: string[];
}

/** A JSON column read, or `fallback` when unreadable. */
export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function applicationContent(row: ApplicationRow): ApplicationContent {
  return {
    answers: parseJson<Record<string, AnswerValueType>>(row.answers, {}),
    team: parseJson<TeamMember[]>(row.team, []),
    industries: parseJson<string[]>(row.industries, []),
    tags: parseJson<string[]>(row.tags, []),
  };
}

export async function attachmentsOf(db: Kysely<Database>, applicationId: string) {
  return db
    .selectFrom('application_attachments')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function proposalsOf(db: Kysely<Database>, applicationId: string) {
  return db
    .selectFrom('industry_proposals')
    .select(['id', 'name', 'slug', 'status'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .execute();
}
