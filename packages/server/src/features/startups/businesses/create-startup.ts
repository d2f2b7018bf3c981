import { randomUUID } from 'node:crypto';
import type { StartupAddInput } from '@ailab/core/contract/startups/startup.schemas';
import { ROLE } from '@ailab/core/roles/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { grantRoles } from '../../../identity/user-roles.repository';
import { freeStartupSlug } from './slug';
import {
  enableModules,
  insertMember,
  insertStartup,
  replaceIndustries,
  type StartupRow,
} from './startups.repository';

/** The modules a new startup starts with; administrators switch the others on. */
export const DEFAULT_MODULES = ['pitch_builder', 'investor_access'] as const;

/**
 * Creates a startup owned by `ownerId` inside the caller's transaction: the row, its industries, its
 * default modules, the owner's membership, and role 3 for the owner (a founder of a startup is one).
 */
export async function createStartup(
  trx: Kysely<Database>,
  ownerId: string,
  input: StartupAddInput,
  now: Date,
): Promise<StartupRow> {
  const nowIso = now.toISOString();
  const row: StartupRow = {
    id: randomUUID(),
    slug: input.slug ?? (await freeStartupSlug(trx, input.name)),
    name: input.name,
    one_liner: input.one_liner,
    description: input.description,
    website: input.website ?? null,
    logo_path: null,
    logo_media_id: null,
    stage: input.stage,
    country: input.country,
    founded_on: input.founded_on,
    team_size: input.team_size,
    status: 'active',
    listed_on_fundraising: input.listed_on_fundraising ? 1 : 0,
    owner_id: ownerId,
    created_at: nowIso,
    updated_at: nowIso,
  };
  await insertStartup(trx, row);
  await replaceIndustries(trx, row.id, input.industries);
  await enableModules(trx, row.id, DEFAULT_MODULES, nowIso);
  await insertMember(trx, { startup_id: row.id, user_id: ownerId, role: 'owner', joined_at: nowIso });
  await grantRoles(trx, ownerId, [ROLE.startup], nowIso);
  return row;
}
