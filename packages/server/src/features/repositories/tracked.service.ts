import { randomUUID } from 'node:crypto';
import type { TrackedTarget } from '@ailab/core/contract/repositories/repositories.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { auditChange } from '../../audit/audit-change';
import { AppError } from '../../http/app-error';
import {
  deleteTarget,
  findTargetByKey,
  insertTarget,
  listTargets,
  type TargetRow,
} from './repositories.repository';
import { removeUncovered } from './target-coverage';

function targetRowToTarget(row: TargetRow): TrackedTarget {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    created_at: row.created_at,
    last_refreshed_at: row.last_refreshed_at,
    last_error_kind: row.last_error_kind,
  };
}

export async function listTracked(ctx: AppContext): Promise<TrackedTarget[]> {
  return (await listTargets(ctx.db)).map(targetRowToTarget);
}

/** Follows an organisation, a user or a repository; following one twice is a 409 naming the field. */
export async function trackTarget(
  ctx: AppContext,
  t: TFunction,
  input: { kind: 'org' | 'user' | 'repo'; name: string },
  actorId: string | null = null,
): Promise<TrackedTarget> {
  // Organisations and users share one namespace on GitHub, so `openai` is followed once either way.
  const key = input.name.toLowerCase();
  const added = await insertTarget(ctx.db, {
    id: randomUUID(),
    kind: input.kind,
    name: input.name,
    name_key: key,
    created_at: ctx.now().toISOString(),
    last_refreshed_at: null,
    last_error_kind: null,
  });
  if (!added)
    throw new AppError('CONFLICT', {
      fields: [{ field: 'name', code: 'taken', message: t('news:errors.alreadyTracked') }],
    });
  const row = await findTargetByKey(ctx.db, key);
  if (!row) throw new Error('the tracked target was not stored');
  const target = targetRowToTarget(row);
  await auditChange(
    ctx,
    actorId,
    'github.target.follow',
    { type: 'github_target', id: target.id },
    { before: null, after: target },
  );
  return target;
}

export async function untrackTarget(
  ctx: AppContext,
  id: string,
  actorId: string | null = null,
): Promise<void> {
  const before = (await listTracked(ctx)).find((target) => target.id === id);
  if (!(await deleteTarget(ctx.db, id))) throw new AppError('NOT_FOUND', { params: { path: id } });
  // Its repositories leave the catalogue at once (marked removed, not deleted); following it again restores them.
  await removeUncovered(ctx, ctx.now().toISOString());
  await auditChange(
    ctx,
    actorId,
    'github.target.unfollow',
    { type: 'github_target', id },
    { before, after: null },
  );
}
