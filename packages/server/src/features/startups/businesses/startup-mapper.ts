import {
  STUDIO_MODULES,
  type Startup,
  type StartupMember,
} from '@ailab/core/contract/startups/startup.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { mediaUrl } from '../../../media/store-upload';
import { findIndustriesOf, findMembersOf, findModulesOf, type StartupRow } from './startups.repository';

type MemberWithName = Awaited<ReturnType<typeof findMembersOf>>[number];

export function memberToWire(row: MemberWithName): StartupMember {
  return {
    user_id: row.user_id,
    name: `${row.first_name} ${row.last_name}`.trim() || row.email,
    email: row.email,
    role: row.role,
    joined_at: row.joined_at,
  };
}

/** Maps a page of startups with their industries, modules, team size and the viewer's role, in four queries. */
export async function startupsToWire(
  db: Kysely<Database>,
  rows: readonly StartupRow[],
  viewerId: string | null,
): Promise<Startup[]> {
  const ids = rows.map((row) => row.id);
  const [industries, modules, members] = await Promise.all([
    findIndustriesOf(db, ids),
    findModulesOf(db, ids),
    findMembersOf(db, ids),
  ]);
  return rows.map((row) => {
    const team = members.filter((member) => member.startup_id === row.id);
    const on = new Set(modules.filter((item) => item.startup_id === row.id).map((item) => item.module));
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      one_liner: row.one_liner,
      description: row.description,
      website: row.website,
      logo_url: row.logo_path ? mediaUrl(row.logo_path) : null,
      stage: row.stage,
      industries: industries.filter((item) => item.startup_id === row.id).map((item) => item.industry_slug),
      country: row.country,
      founded_on: row.founded_on,
      team_size: row.team_size,
      status: row.status,
      listed_on_fundraising: row.listed_on_fundraising === 1,
      owner_id: row.owner_id,
      my_role: team.find((member) => member.user_id === viewerId)?.role ?? null,
      member_count: team.length,
      modules: STUDIO_MODULES.filter((module) => on.has(module)),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

export async function startupToWire(
  db: Kysely<Database>,
  row: StartupRow,
  viewerId: string | null,
): Promise<Startup> {
  const [mapped] = await startupsToWire(db, [row], viewerId);
  if (!mapped) throw new Error('unreachable: one row maps to one startup');
  return mapped;
}

export async function teamOf(db: Kysely<Database>, startupId: string): Promise<StartupMember[]> {
  return (await findMembersOf(db, [startupId])).map(memberToWire);
}
