import { randomUUID } from 'node:crypto';
import type { ListPage } from '@ailab/core/contract/schemas/list';
import type { AccessRequest, AccessRequestStatus } from '@ailab/core/contract/users/access-request.schemas';
import { roleName } from '@ailab/core/roles/roles';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import { prefixMatch } from '../../db/prefix-match';
import type { Database } from '../../db/schema';
import { onUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { grantRoles } from '../../identity/user-roles.repository';
import { updateUser } from '../../identity/users.repository';
import { enqueueMail } from '../../jobs/mail-job';
import { publicUrl } from '../../mail/send-template';
import { mailWanted } from '../../notifications/mail-wanted';
import { notify } from '../../notifications/notify';
import {
  accessRequestQuery,
  decidePendingRequest,
  findAccessRequest,
  insertAccessRequest,
  toAccessRequest,
} from './access-requests.repository';
import { inAdminTransaction } from './admin-transaction';
import { requireUser, roleLabelFor } from './roles.service';

const SEARCH_COLUMNS = ['requester.first_name', 'requester.last_name', 'requester.email'] as const;

function alreadyDecided(status: string): AppError {
  return new AppError('CONFLICT', { messageKey: 'users:access.errors.decided', params: { status } });
}

/**
 * A member asks for an area role. A role already held, or already asked for and still pending, is a
 * 409 naming the role (the partial unique index decides between parallel requests).
 */
export async function requestAccess(
  ctx: AppContext,
  caller: Caller,
  body: { role: number; reason?: string | undefined },
): Promise<AccessRequest> {
  if (caller.user.roles.includes(body.role))
    throw new AppError('CONFLICT', { messageKey: 'users:access.errors.held' });
  const id = randomUUID();
  await onUniqueViolation(
    () =>
      insertAccessRequest(ctx.db, {
        id,
        user_id: caller.user.id,
        role: body.role,
        reason: body.reason ? body.reason : null,
        status: 'pending',
        created_at: ctx.now().toISOString(),
        decided_at: null,
        decided_by: null,
        note: null,
      }),
    () => {
      throw new AppError('CONFLICT', { messageKey: 'users:access.errors.pending' });
    },
  );
  const request = await findAccessRequest(ctx.db, id);
  if (!request) throw new AppError('NOT_FOUND', { params: { path: id } });
  return request;
}

/** The caller's own requests, newest first. */
export async function myAccessRequests(ctx: AppContext, caller: Caller): Promise<AccessRequest[]> {
  const rows = await accessRequestQuery(ctx.db)
    .where('access_requests.user_id', '=', caller.user.id)
    .orderBy('access_requests.created_at', 'desc')
    .orderBy('access_requests.id', 'desc')
    .limit(100)
    .execute();
  return rows.map(toAccessRequest);
}

/** The administrators' queue: filters by status and role, prefix search on the requester's name or email. */
export async function listAccessRequests(
  ctx: AppContext,
  body: {
    query?: string | undefined;
    status?: AccessRequestStatus | undefined;
    role?: number | undefined;
    sort?: 'created_at' | '-created_at' | undefined;
    cursor?: string | undefined;
    limit: number;
  },
): Promise<ListPage<AccessRequest>> {
  let query = accessRequestQuery(ctx.db);
  for (const word of (body.query ?? '').split(/\s+/).filter(Boolean).slice(0, 5))
    query = query.where((eb) =>
      eb.or(SEARCH_COLUMNS.map((column) => prefixMatch(ctx.dialect, column, word))),
    );
  if (body.status) query = query.where('access_requests.status', '=', body.status);
  if (body.role !== undefined) query = query.where('access_requests.role', '=', body.role);
  const sort = keysetSort(
    'admin.access_requests',
    body.sort,
    '-created_at',
    { created_at: 'access_requests.created_at' },
    'access_requests.id',
  );
  const page = await keysetPage(ctx.db, query, { sort, cursor: body.cursor, limit: body.limit });
  return { ...page, items: page.items.map(toAccessRequest) };
}

/** The decision e-mail, in the requester's language, promised in the decision's transaction (unless turned off). */
async function mailDecision(
  trx: Kysely<Database>,
  ctx: AppContext,
  user: { id: string; email: string; first_name: string; language: string },
  request: AccessRequest,
  approved: boolean,
  note: string | null,
): Promise<void> {
  if (!(await mailWanted(trx, user.id, approved ? 'access.approved' : 'access.declined'))) return;
  const t = ctx.i18n.getFixedT(user.language);
  const template = approved ? 'accessApproved' : 'accessDeclined';
  const params = {
    name: user.first_name || user.email,
    role: t(`auth:roles.${roleName(request.role) ?? 'member'}`),
    link: `${publicUrl(ctx)}/ailab/dashboard`,
    note: note ? `\n\n${t('email:accessNote', { note })}` : '',
    interpolation: { escapeValue: false },
  };
  await enqueueMail(
    trx,
    ctx,
    {
      to: user.email,
      subject: t(`email:${template}.subject`, params),
      text: t(`email:${template}.body`, params),
    },
    `access:${request.id}:${approved ? 'approved' : 'declined'}`,
  );
}

/**
 * Approves or declines one pending request, all in one transaction: the conditional update (two
 * parallel decisions: one wins, the other is 409), the role granted on approval, the audit entry,
 * the in-app notification and the e-mail through the outbox.
 */
export async function decideAccessRequest(
  ctx: AppContext,
  caller: Caller,
  body: { id: string; decision: 'approve' | 'decline'; note?: string | undefined },
): Promise<AccessRequest> {
  const approved = body.decision === 'approve';
  const status = approved ? 'approved' : 'declined';
  await inAdminTransaction(ctx, async (trx) => {
    const before = await findAccessRequest(trx, body.id);
    if (!before) throw new AppError('NOT_FOUND', { params: { path: body.id } });
    if (before.status !== 'pending') throw alreadyDecided(before.status);
    const now = ctx.now();
    const note = body.note ? body.note : null;
    const moved = await decidePendingRequest(trx, body.id, {
      status,
      decided_at: now.toISOString(),
      decided_by: caller.user.id,
      note,
    });
    if (!moved) throw alreadyDecided('decided');
    const user = await requireUser(trx, { user_id: before.user_id });
    if (approved && !user.roles.includes(before.role)) {
      await grantRoles(trx, user.id, [before.role], now.toISOString());
      await updateUser(trx, user.id, {
        role_label: roleLabelFor([...user.roles, before.role]),
        updated_at: now.toISOString(),
      });
    }
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: approved ? 'user.access.approve' : 'user.access.decline',
      target: { type: 'user', id: user.id },
      before: { request: before.id, role: before.role, status: before.status, roles: user.roles },
      after: {
        request: before.id,
        role: before.role,
        status,
        roles: approved ? [...new Set([...user.roles, before.role])].sort((a, b) => a - b) : user.roles,
      },
      at: now,
    });
    await notify(trx, {
      userId: user.id,
      kind: approved ? 'access.approved' : 'access.declined',
      params: { roles: String(before.role) },
      link: approved ? '/ailab/dashboard' : '/ailab/profile',
      at: now,
    });
    await mailDecision(trx, ctx, user, before, approved, note);
  });
  const after = await findAccessRequest(ctx.db, body.id);
  if (!after) throw new AppError('NOT_FOUND', { params: { path: body.id } });
  return after;
}
