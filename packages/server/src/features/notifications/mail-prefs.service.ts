import {
  EMAILED_NOTIFICATION_KINDS,
  type MailPrefSetRequest,
  type MailPrefs,
} from '@ailab/core/contract/notifications/notifications.schemas';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../identity/bearer-tokens';

/** Every e-mailed notification kind with whether the caller wants the e-mail (no stored choice: yes). */
export async function myMailPrefs(ctx: AppContext, caller: Caller): Promise<MailPrefs> {
  const rows = await ctx.db
    .selectFrom('notification_mail_prefs')
    .select(['kind', 'email'])
    .where('user_id', '=', caller.user.id)
    .execute();
  const stored = new Map(rows.map((row) => [row.kind, row.email === 1]));
  return { prefs: EMAILED_NOTIFICATION_KINDS.map((kind) => ({ kind, email: stored.get(kind) ?? true })) };
}

/** Stores the caller's choice for one kind (an upsert), then answers all of them. */
export async function setMyMailPref(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof MailPrefSetRequest>,
): Promise<MailPrefs> {
  const row = {
    user_id: caller.user.id,
    kind: body.kind,
    email: body.email ? 1 : 0,
    updated_at: ctx.now().toISOString(),
  };
  await ctx.db
    .insertInto('notification_mail_prefs')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet({ email: row.email, updated_at: row.updated_at }),
    )
    .execute();
  return myMailPrefs(ctx, caller);
}
