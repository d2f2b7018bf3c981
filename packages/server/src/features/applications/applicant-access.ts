import { ROLE } from '@ailab/core/roles/roles';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import type { Caller } from '../../identity/bearer-tokens';
import { grantRoles } from '../../identity/user-roles.repository';
import { hashSecret } from '../../security/secrets';
import { applicationNotFound, resumeLinkInvalid } from './application-errors';
import {
  type ApplicationRow,
  addHistory,
  findApplication,
  findApplicationByTokenHash,
  findProgrammeById,
} from './applications.repository';
import { handOverDraftFiles } from './draft-files';
import { joinFoundersCohort } from './founders-cohort';
import { createFoundersStartup } from './founders-startup';
import type { Programme } from './programme-codec';

/** Who acts on an application: a visitor holding its resume token, or the member it belongs to. */
export type Applicant = { kind: 'visitor'; token: string } | { kind: 'member'; caller: Caller };

export interface OwnedApplication {
  row: ApplicationRow;
  programme: Programme;
}

async function withProgramme(db: Kysely<Database>, row: ApplicationRow): Promise<OwnedApplication> {
  const programme = await findProgrammeById(db, row.programme_id);
  if (!programme) throw applicationNotFound(row.id);
  return { row, programme };
}

/**
 * Moves drafts started with the member's (verified) address to their account: from then on they continue
 * signed in and the resume link is retired.
 */
export async function claimDrafts(ctx: AppContext, caller: Caller): Promise<void> {
  if (caller.user.email_verified !== 1) return;
  const email = caller.user.email.toLowerCase();
  const waiting = await ctx.db
    .selectFrom('applications')
    .select('id')
    .where('email', '=', email)
    .where('user_id', 'is', null)
    .execute();
  for (const { id } of waiting) {
    await ctx.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('applications')
        .set({ user_id: caller.user.id, resume_token_hash: null })
        .where('id', '=', id)
        .where('user_id', 'is', null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      await handOverDraftFiles(trx, id, caller.user.id);
      // Accepted before it had an account: the acceptance's role follows the application.
      const accepted = await trx
        .selectFrom('applications')
        .select('state')
        .where('id', '=', id)
        .executeTakeFirst();
      if (accepted?.state === 'accepted') {
        await grantRoles(trx, caller.user.id, [ROLE.startup], ctx.now().toISOString());
        const row = await trx
          .selectFrom('applications')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await createFoundersStartup(trx, caller.user.id, row, caller.user.id, ctx.now());
        const programme = await findProgrammeById(trx, row.programme_id);
        await joinFoundersCohort(trx, ctx, caller.user.id, row, programme?.cohort_team_id ?? null);
      }
      await addHistory(trx, {
        applicationId: id,
        actorId: caller.user.id,
        kind: 'claimed',
        detail: {},
        at: ctx.now(),
      });
    });
  }
}

/** The applicant's application, checked against its owner: a stranger gets the same answer as for no application. */
export async function ownedApplication(
  ctx: AppContext,
  applicant: Applicant,
  id?: string,
): Promise<OwnedApplication> {
  if (applicant.kind === 'visitor') {
    const row = await findApplicationByTokenHash(ctx.db, hashSecret(applicant.token));
    if (!row || row.user_id !== null) throw resumeLinkInvalid();
    return withProgramme(ctx.db, row);
  }
  await claimDrafts(ctx, applicant.caller);
  const row = id ? await findApplication(ctx.db, id) : undefined;
  if (!row || row.user_id !== applicant.caller.user.id) throw applicationNotFound(id ?? '');
  return withProgramme(ctx.db, row);
}
