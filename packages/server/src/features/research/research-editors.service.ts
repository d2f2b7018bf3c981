import type { EditorsBody } from '@ailab/core/contract/research/research.schemas';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';

/** Administrators mark members as research editors (reviewers besides administrators); audited. */
export async function manageEditors(
  ctx: AppContext,
  caller: Caller,
  body: z.infer<typeof EditorsBody>,
  t: TFunction,
) {
  if (body.action !== 'list') {
    if (!body.email)
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'email', code: 'required', message: t('research:errors.emailRequired') }],
      });
    const user = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND');
    const at = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      if (body.action === 'add')
        await trx
          .insertInto('research_editors')
          .values({ user_id: user.id, granted_by: caller.user.id, granted_at: at.toISOString() })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
      else await trx.deleteFrom('research_editors').where('user_id', '=', user.id).execute();
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: body.action === 'add' ? 'research.editor.add' : 'research.editor.remove',
        target: { type: 'user', id: user.id },
        before: null,
        after: { email: body.email },
        at,
      });
    });
  }
  const rows = await ctx.db
    .selectFrom('research_editors')
    .innerJoin('users', 'users.id', 'research_editors.user_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email'])
    .orderBy('users.email')
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
    })),
  };
}
