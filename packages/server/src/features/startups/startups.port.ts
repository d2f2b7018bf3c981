import type { StartupStage } from '@ailab/core/contract/startups/startup.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createStartup } from './businesses/create-startup';

/** What an accepted founder application brings to a new startup. */
export interface StartupFromApplication {
  ownerUserId: string;
  name: string;
  oneLiner: string;
  description: string;
  /** Industry slugs (the research catalogue's). */
  industries: readonly string[];
  stage?: StartupStage;
  website?: string | null;
  country?: string | null;
  now: Date;
}

/**
 * Creates the startup of an accepted application inside the applications domain's transaction: the
 * applicant becomes its owner (and gets role 3). Answers the new startup's id and slug.
 */
export async function createStartupFromApplication(
  trx: Kysely<Database>,
  input: StartupFromApplication,
): Promise<{ id: string; slug: string }> {
  const row = await createStartup(
    trx,
    input.ownerUserId,
    {
      name: input.name.slice(0, 120),
      one_liner: input.oneLiner.slice(0, 200),
      description: input.description,
      website: input.website ?? null,
      stage: input.stage ?? 'idea',
      industries: [...input.industries],
      country: input.country ?? null,
      founded_on: null,
      team_size: null,
      listed_on_fundraising: false,
    },
    input.now,
  );
  return { id: row.id, slug: row.slug };
}
