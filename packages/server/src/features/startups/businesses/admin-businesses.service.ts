import type { ListPage } from '@ailab/core/contract/schemas/page-limits';
import {
  STUDIO_MODULES,
  type Startup,
  type StartupMember,
  type StudioModule,
} from '@ailab/core/contract/startups/startup.schemas';
import type { AppContext } from '../../../app-context';
import { recordAudit } from '../../../audit/record-audit';
import { keysetPage, keysetSort } from '../../../db/keyset-page';
import { prefixMatch } from '../../../db/prefix-match';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { memberToWire, startupsToWire, teamOf } from './startup-mapper';
import {
  disableModules,
  enableModules,
  findMembersOf,
  findModulesOf,
  findStartupById,
} from './startups.repository';

type Status = 'active' | 'archived';

interface BusinessesQuery {
  query?: string;
  stage?: Startup['stage'];
  industry?: string;
  status?: Status;
  sort?: 'name' | '-name' | 'created_at' | '-created_at' | 'stage' | '-stage';
  cursor?: string;
  limit: number;
}

function filteredStartups(
  ctx: AppContext,
  body: { query?: string; stage?: string; industry?: string; status?: Status },
) {
  let query = ctx.db.selectFrom('startups').selectAll('startups');
  if (body.query) query = query.where(prefixMatch(ctx.dialect, 'startups.name', body.query));
  if (body.stage) query = query.where('startups.stage', '=', body.stage as Startup['stage']);
  if (body.status) query = query.where('startups.status', '=', body.status);
  const industry = body.industry;
  if (industry)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('startup_industries')
          .select('startup_industries.startup_id')
          .whereRef('startup_industries.startup_id', '=', 'startups.id')
          .where('startup_industries.industry_slug', '=', industry),
      ),
    );
  return query;
}

/** Every startup of the studio, with search, stage, industry and status filters. */
export async function listBusinesses(
  ctx: AppContext,
  caller: Caller,
  body: BusinessesQuery,
): Promise<ListPage<Startup>> {
  const sort = keysetSort(
    'admin.businesses',
    body.sort,
    '-created_at',
    { name: 'startups.name', created_at: 'startups.created_at', stage: 'startups.stage' },
    'startups.id',
  );
  const page = await keysetPage(ctx.db, filteredStartups(ctx, body), {
    sort,
    cursor: body.cursor,
    limit: body.limit,
  });
  return { ...page, items: await startupsToWire(ctx.db, page.items, caller.user.id) };
}

export async function businessUsers(ctx: AppContext, id: string): Promise<{ items: StartupMember[] }> {
  if (!(await findStartupById(ctx.db, id))) throw new AppError('NOT_FOUND');
  return { items: await teamOf(ctx.db, id) };
}

/** Teams across the studio: one page of startups by name, each with its people. */
export async function listTeams(
  ctx: AppContext,
  body: { query?: string; status?: Status; sort?: 'name' | '-name'; cursor?: string; limit: number },
) {
  const sort = keysetSort('admin.teams', body.sort, 'name', { name: 'startups.name' }, 'startups.id');
  const page = await keysetPage(ctx.db, filteredStartups(ctx, body), {
    sort,
    cursor: body.cursor,
    limit: body.limit,
  });
  const members = await findMembersOf(
    ctx.db,
    page.items.map((row) => row.id),
  );
  return {
    ...page,
    items: page.items.map((row) => ({
      startup_id: row.id,
      startup_name: row.name,
      status: row.status,
      members: members.filter((member) => member.startup_id === row.id).map(memberToWire),
    })),
  };
}

/** The modules of a startup; `set` switches some on or off, audited. */
export async function moduleListing(
  ctx: AppContext,
  caller: Caller,
  body: { id: string; set?: { module: StudioModule; enabled: boolean }[] },
) {
  const startup = await findStartupById(ctx.db, body.id);
  if (!startup) throw new AppError('NOT_FOUND');
  const read = async () => {
    const on = new Set((await findModulesOf(ctx.db, [startup.id])).map((row) => row.module));
    return STUDIO_MODULES.map((module) => ({ module, enabled: on.has(module) }));
  };
  const set = body.set;
  if (set && set.length > 0) {
    const before = await read();
    await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      await enableModules(
        trx,
        startup.id,
        set.filter((item) => item.enabled).map((item) => item.module),
        now.toISOString(),
      );
      await disableModules(
        trx,
        startup.id,
        set.filter((item) => !item.enabled).map((item) => item.module),
      );
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: 'startup.modules.update',
        target: { type: 'startup', id: startup.id },
        before,
        after: set,
        at: now,
      });
    });
  }
  return { startup_id: startup.id, modules: await read() };
}
