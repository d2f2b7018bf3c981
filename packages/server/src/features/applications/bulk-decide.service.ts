import {
  type ApplicationState,
  canMoveApplication,
} from '@ailab/core/contract/applications/application-states';
import type { Decision } from '@ailab/core/contract/applications/programme.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { findApplication, findProgrammeById } from './applications.repository';
import { decideInTransaction, decisionMail } from './decision.service';
import { isBlindFor } from './review-visibility';

/**
 * Decides many applications, each in its own transaction (one refusal does not undo the others). The dry
 * run answers every email as it would go out, in the applicant's language, and changes nothing.
 */
export async function bulkDecide(
  ctx: AppContext,
  caller: Caller,
  body: { ids: string[]; decision: Decision; dry_run: boolean },
) {
  const items = [];
  for (const id of [...new Set(body.ids)]) {
    const row = await findApplication(ctx.db, id);
    const programme = row ? await findProgrammeById(ctx.db, row.programme_id) : undefined;
    if (!row || !programme || row.state === 'draft') {
      items.push({
        id,
        outcome: 'not_found' as const,
        state: '',
        to: '',
        language: '',
        subject: '',
        body: '',
      });
      continue;
    }
    // A reviewer in a blind phase previews the emails without the applicant's name or address.
    const blind = isBlindFor(caller, programme.phase);
    const mail = decisionMail(programme, blind ? { ...row, name: '…', email: '…' } : row, body.decision);
    const base = {
      id,
      state: row.state,
      to: blind ? '' : mail.to,
      language: mail.language,
      subject: mail.subject,
      body: mail.text,
    };
    if (!canMoveApplication(row.state as ApplicationState, body.decision)) {
      items.push({ ...base, outcome: 'invalid_state' as const });
      continue;
    }
    if (body.dry_run) {
      items.push({ ...base, outcome: 'would_decide' as const });
      continue;
    }
    try {
      await ctx.db
        .transaction()
        .execute((trx) => decideInTransaction(trx, ctx, caller.user.id, row, programme, body.decision));
      items.push({ ...base, outcome: 'decided' as const });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
      items.push({ ...base, outcome: 'invalid_state' as const });
    }
  }
  return { dry_run: body.dry_run, items };
}
