import type { ListPage } from '@ailab/core/contract/schemas/page-limits';
import type {
  Startup,
  StartupAddInput,
  StartupManageInput,
  StartupMember,
  StartupUpdateInput,
} from '@ailab/core/contract/startups/startup.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../../app-context';
import { keysetPage, keysetSort } from '../../../db/keyset-page';
import { prefixMatch } from '../../../db/prefix-match';
import { insertOrConflict } from '../../../db/unique-violation';
import { AppError } from '../../../http/app-error';
import type { Caller } from '../../../identity/bearer-tokens';
import { refreshPitchMatches } from '../investors/pitch-matches.repository';
import { createStartup } from './create-startup';
import { MANAGERS, requireActive, requireMember } from './startup-access';
import { startupsToWire, startupToWire, teamOf } from './startup-mapper';
import {
  deleteMember,
  findMember,
  findStartupById,
  replaceIndustries,
  setMemberRole,
  updateStartupRow,
} from './startups.repository';

export async function addStartup(
  ctx: AppContext,
  caller: Caller,
  input: StartupAddInput,
  t: TFunction,
): Promise<Startup> {
  const row = await insertOrConflict(
    () => ctx.db.transaction().execute((trx) => createStartup(trx, caller.user.id, input, ctx.now())),
    'slug',
    t,
  );
  return startupToWire(ctx.db, row, caller.user.id);
}

export async function updateStartup(
  ctx: AppContext,
  caller: Caller,
  input: StartupUpdateInput,
  t: TFunction,
): Promise<Startup> {
  const { startup } = await requireMember(ctx.db, caller.user.id, input.id, MANAGERS);
  requireActive(startup);
  const { id, industries, listed_on_fundraising, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  await insertOrConflict(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await updateStartupRow(trx, id, {
          ...changes,
          ...(listed_on_fundraising === undefined
            ? {}
            : { listed_on_fundraising: listed_on_fundraising ? 1 : 0 }),
          updated_at: ctx.now().toISOString(),
        });
        if (industries) await replaceIndustries(trx, id, industries);
        await refreshPitchMatches(trx, [id]);
      }),
    'slug',
    t,
  );
  const row = await findStartupById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return startupToWire(ctx.db, row, caller.user.id);
}

export async function startupDetails(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<{ startup: Startup; members: StartupMember[] }> {
  const { startup } = await requireMember(ctx.db, caller.user.id, id);
  return { startup: await startupToWire(ctx.db, startup, caller.user.id), members: await teamOf(ctx.db, id) };
}

export async function listMyStartups(
  ctx: AppContext,
  caller: Caller,
  body: {
    status?: 'active' | 'archived';
    query?: string;
    sort?: 'name' | '-name' | 'created_at' | '-created_at';
    cursor?: string;
    limit: number;
  },
): Promise<ListPage<Startup>> {
  let query = ctx.db
    .selectFrom('startups')
    .innerJoin('startup_members', 'startup_members.startup_id', 'startups.id')
    .selectAll('startups')
    .where('startup_members.user_id', '=', caller.user.id);
  if (body.status) query = query.where('startups.status', '=', body.status);
  if (body.query) query = query.where(prefixMatch(ctx.dialect, 'startups.name', body.query));
  const sort = keysetSort(
    'startups.mine',
    body.sort,
    'name',
    { name: 'startups.name', created_at: 'startups.created_at' },
    'startups.id',
  );
  const page = await keysetPage(ctx.db, query, { sort, cursor: body.cursor, limit: body.limit });
  return { ...page, items: await startupsToWire(ctx.db, page.items, caller.user.id) };
}

/** Archive, restore, transfer ownership, leave, remove a member, change a member's role. */
export async function manageStartup(
  ctx: AppContext,
  caller: Caller,
  input: StartupManageInput,
): Promise<{ startup: Startup | null; members: StartupMember[] }> {
  const me = caller.user.id;
  const nowIso = ctx.now().toISOString();
  const ownerOnly =
    input.action === 'archive' || input.action === 'restore' || input.action === 'transfer_ownership';
  const { startup, member } = await requireMember(
    ctx.db,
    me,
    input.id,
    ownerOnly ? ['owner'] : input.action === 'leave' ? ['owner', 'admin', 'member'] : MANAGERS,
  );
  await ctx.db.transaction().execute(async (trx) => {
    switch (input.action) {
      case 'archive':
      case 'restore':
        await updateStartupRow(trx, startup.id, {
          status: input.action === 'archive' ? 'archived' : 'active',
          updated_at: nowIso,
        });
        await refreshPitchMatches(trx, [startup.id]);
        return;
      case 'transfer_ownership': {
        requireActive(startup);
        const target = await findMember(trx, startup.id, input.user_id);
        if (!target) throw new AppError('NOT_FOUND');
        if (target.user_id === me) return;
        await setMemberRole(trx, startup.id, target.user_id, 'owner');
        await setMemberRole(trx, startup.id, me, 'admin');
        await updateStartupRow(trx, startup.id, { owner_id: target.user_id, updated_at: nowIso });
        return;
      }
      case 'leave':
        if (member.role === 'owner')
          throw new AppError('CONFLICT', { messageKey: 'startups:errors.ownerLeaves' });
        await deleteMember(trx, startup.id, me);
        return;
      case 'remove_member':
      case 'set_role': {
        const target = await findMember(trx, startup.id, input.user_id);
        if (!target) throw new AppError('NOT_FOUND');
        // Nobody removes or demotes the owner; an admin manages members only.
        if (target.role === 'owner')
          throw new AppError('CONFLICT', { messageKey: 'startups:errors.ownerStays' });
        if (member.role === 'admin' && target.role === 'admin' && target.user_id !== me)
          throw new AppError('FORBIDDEN');
        if (input.action === 'remove_member') await deleteMember(trx, startup.id, target.user_id);
        else await setMemberRole(trx, startup.id, target.user_id, input.role);
        return;
      }
    }
  });
  const after = await findStartupById(ctx.db, startup.id);
  const stillMember = after ? await findMember(ctx.db, startup.id, me) : undefined;
  if (!after || !stillMember) return { startup: null, members: [] };
  return { startup: await startupToWire(ctx.db, after, me), members: await teamOf(ctx.db, startup.id) };
}
