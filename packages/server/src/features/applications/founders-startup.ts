import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findIndustriesBySlugs } from '../research/research.port';
import { createStartupFromApplication } from '../startups/startups.port';
import { completeEffect, findEffect } from './application-effects';
import type { ApplicationRow } from './applications.repository';
import { addHistory } from './applications.repository';

function textAnswer(answers: Record<string, unknown>, key: string): string {
  const value = answers[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Acceptance flows on into the startup studio: the founder's startup, made from the application's
 * answers (name from its title, the one-liner from its solution, the description from its problem
 * statement, the industries the catalogue knows), in the decision's transaction, once per
 * application (the effect row is written `done`, so a later decision never makes a second one).
 */
export async function createFoundersStartup(
  trx: Kysely<Database>,
  actorId: string,
  row: ApplicationRow,
  userId: string,
  now: Date,
): Promise<void> {
  const effect = await findEffect(trx, row.id, 'create_startup');
  if (effect?.status === 'done') return;
  const answers = JSON.parse(row.answers) as Record<string, unknown>;
  const proposed = JSON.parse(row.industries) as unknown;
  const slugs = Array.isArray(proposed)
    ? proposed.filter((slug): slug is string => typeof slug === 'string')
    : [];
  const known = (await findIndustriesBySlugs(trx, slugs)).map((industry) => industry.slug);
  const startup = await createStartupFromApplication(trx, {
    ownerUserId: userId,
    name: row.title,
    oneLiner: textAnswer(answers, 'solution') || row.title,
    description: textAnswer(answers, 'problem'),
    industries: known,
    now,
  });
  // A visitor's draft accepted before it had an account has its effect waiting; it is done now.
  await completeEffect(
    trx,
    effect?.id,
    row.id,
    'create_startup',
    { startup_id: startup.id, slug: startup.slug },
    now,
  );
  await addHistory(trx, {
    applicationId: row.id,
    actorId,
    kind: 'startup_created',
    detail: { startup: startup.slug },
    at: now,
  });
}
