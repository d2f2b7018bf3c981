import type { Member, RosterBody } from '@ailab/core/contract/institutes/institutes.schemas';
import type { ListPage } from '@ailab/core/contract/schemas/list';
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { prefixMatch } from '../../db/prefix-match';
import { requireInstitute } from './institute-admin.service';

/**
 * The roster now, at a past moment (`at`: the stays that had begun and not yet ended), or every
 * stay (`history`), on the shared list pattern.
 */
export async function listRoster(ctx: AppContext, body: RosterBody, t: TFunction): Promise<ListPage<Member>> {
  const institute = await requireInstitute(ctx, body.institute_id, t);
  const order = keysetSort(
    'admin.institute.roster',
    body.sort,
    'name',
    {
      name: [{ expression: sql`lower(users.last_name)` }, { expression: sql`lower(users.first_name)` }],
      email: 'users.email',
      from: 'institute_members.from_at',
    },
    'institute_members.id',
  );
  let query = ctx.db
    .selectFrom('institute_members')
    .innerJoin('users', 'users.id', 'institute_members.user_id')
    .leftJoin('institute_teams', 'institute_teams.id', 'institute_members.team_id')
    .select([
      'institute_members.user_id',
      'institute_members.team_id',
      'institute_members.from_at',
      'institute_members.until_at',
      'institute_teams.name as team_name',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('institute_members.institute_id', '=', institute.id);
  if (!body.history) {
    if (body.at) {
      const at = new Date(body.at).toISOString();
      query = query
        .where('institute_members.from_at', '<=', at)
        .where((eb) =>
          eb.or([eb('institute_members.until_at', 'is', null), eb('institute_members.until_at', '>', at)]),
        );
    } else query = query.where('institute_members.until_at', 'is', null);
  }
  if (body.team_id) query = query.where('institute_members.team_id', '=', body.team_id);
  if (body.query) {
    const text = body.query;
    query = query.where((eb) =>
      eb.or([
        prefixMatch(ctx.dialect, 'users.email', text),
        prefixMatch(ctx.dialect, 'users.last_name', text),
      ]),
    );
  }
  const page = await keysetPage(ctx.db, query, { sort: order, cursor: body.cursor, limit: body.limit });
  return {
    ...page,
    items: page.items.map((row) => ({
      user_id: row.user_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      team_id: row.team_id,
      team_name: row.team_name ?? null,
      from: row.from_at,
      until: row.until_at,
    })),
  };
}
