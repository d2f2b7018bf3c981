import { createHash, randomUUID } from 'node:crypto';
import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findIndustriesBySlugs, industryOptions } from '../research/research.port';
import { addHistory } from './applications.repository';

/** A proposal's slug from its name; a name with no Latin letters or digits (農業テック) gets one from its hash. */
export function proposalSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  if (slug.length >= 2) return slug;
  return `industry-${createHash('sha256').update(name.normalize('NFC')).digest('hex').slice(0, 10)}`;
}

/** The catalogue's industries as the form offers them. */
export async function formIndustryOptions(ctx: AppContext) {
  const options = await industryOptions(ctx.db);
  return options.map((option) => ({ slug: option.slug, name: option.name, group: option.group }));
}

/** Refuses, naming it, an industry the catalogue does not have (400, nothing changed). */
export async function checkIndustries(
  ctx: AppContext,
  slugs: readonly string[],
  t: TFunction,
): Promise<string[]> {
  const unique = [...new Set(slugs)];
  const known = new Set((await findIndustriesBySlugs(ctx.db, unique)).map((industry) => industry.slug));
  const unknown = unique.findIndex((slug) => !known.has(slug));
  if (unknown >= 0)
    throw new AppError('VALIDATION_FAILED', {
      fields: [
        {
          field: `industries.${slugs.indexOf(unique[unknown] ?? '')}`,
          code: 'unknown_industry',
          message: t('applications:answers.unknown_industry', { field: 'industries' }),
        },
      ],
    });
  return unique;
}

/** Records new industry proposals of an application (a name proposed before is kept once), with history. */
export async function addProposals(
  trx: Transaction<Database>,
  application: { id: string; actorId: string | null; at: Date },
  names: readonly string[],
): Promise<void> {
  if (names.length === 0) return;
  for (const name of names)
    await trx
      .insertInto('industry_proposals')
      .values({
        id: randomUUID(),
        application_id: application.id,
        name,
        slug: proposalSlug(name),
        status: 'proposed',
        created_at: application.at.toISOString(),
      })
      .onConflict((oc) => oc.columns(['application_id', 'slug']).doNothing())
      .execute();
  await addHistory(trx, {
    applicationId: application.id,
    actorId: application.actorId,
    kind: 'industries_proposed',
    detail: { names: names.join(', ') },
    at: application.at,
  });
}
