import {
  type ApplicationState,
  canMoveApplication,
} from '@ailab/core/contract/applications/application-states';
import {
  type Decision,
  type LocalizedTextValue,
  localizedText,
} from '@ailab/core/contract/applications/programme.schemas';
import { ROLE } from '@ailab/core/roles/roles';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { grantRoles } from '../../identity/user-roles.repository';
import { enqueueMail } from '../../jobs/mail-job';
import { recordPendingEffect } from './application-effects';
import { invalidState } from './application-errors';
import {
  type ApplicationRow,
  addHistory,
  findApplication,
  updateApplicationIf,
} from './applications.repository';
import { joinFoundersCohort } from './founders-cohort';
import { createFoundersStartup } from './founders-startup';
import type { Programme } from './programme-codec';

/** The decision email of one application, from the programme's template in the applicant's language. */
export function decisionMail(programme: Programme, row: ApplicationRow, decision: Decision) {
  const template = programme.templates[decision];
  const pick = (text: LocalizedTextValue) =>
    localizedText(text, row.language)
      .replaceAll('{{name}}', row.name || row.email)
      .replaceAll('{{programme}}', programme.title);
  return {
    to: row.email,
    language: row.language,
    subject: pick(template.subject),
    text: pick(template.body),
  };
}

/**
 * Decides one application in `trx`: the move is one conditional update from the state read (two parallel
 * decisions: one wins, the other is 409), the email goes through the outbox keyed by application and
 * decision (at most one per applicant per decision), and an acceptance grants role 3 and records the
 * founder's startup and cohort place (or records them as pending), all in this transaction, audited and in the history.
 */
export async function decideInTransaction(
  trx: Kysely<Database>,
  ctx: AppContext,
  actorId: string,
  row: ApplicationRow,
  programme: Programme,
  decision: Decision,
): Promise<void> {
  if (!canMoveApplication(row.state as ApplicationState, decision)) throw invalidState(row.state);
  const now = ctx.now();
  const moved = await updateApplicationIf(
    trx,
    row.id,
    { state: row.state },
    {
      state: decision,
      decided_at: now.toISOString(),
      version: row.version + 1,
      updated_at: now.toISOString(),
    },
  );
  if (!moved) throw invalidState((await findApplication(trx, row.id))?.state ?? row.state);
  await addHistory(trx, {
    applicationId: row.id,
    actorId,
    kind: 'state',
    detail: { from: row.state, to: decision },
    at: now,
  });
  const mail = decisionMail(programme, row, decision);
  await enqueueMail(
    trx,
    ctx,
    { to: mail.to, subject: mail.subject, text: mail.text },
    `application:decision:${row.id}:${decision}`,
  );
  await addHistory(trx, { applicationId: row.id, actorId, kind: 'email', detail: { decision }, at: now });
  if (decision === 'accepted') await recordAcceptanceEffects(trx, ctx, actorId, row, programme);
  await recordAudit(trx, {
    actorId,
    action: 'application.decide',
    target: { type: 'application', id: row.id },
    before: { state: row.state },
    after: { state: decision },
    at: now,
  });
}

async function recordAcceptanceEffects(
  trx: Kysely<Database>,
  ctx: AppContext,
  actorId: string,
  row: ApplicationRow,
  programme: Programme,
): Promise<void> {
  const now = ctx.now();
  if (row.user_id) {
    await grantRoles(trx, row.user_id, [ROLE.startup], now.toISOString());
    await addHistory(trx, {
      applicationId: row.id,
      actorId,
      kind: 'role_granted',
      detail: { role: String(ROLE.startup) },
      at: now,
    });
  }
  if (row.user_id) await createFoundersStartup(trx, actorId, row, row.user_id, now);
  else {
    // A visitor's draft: the startup is made when the draft moves to an account (claimDrafts).
    const payload = { programme: programme.slug, title: row.title, user_id: row.user_id };
    if (await recordPendingEffect(trx, row.id, 'create_startup', payload, now))
      await addHistory(trx, {
        applicationId: row.id,
        actorId,
        kind: 'effect_pending',
        detail: { effect: 'create_startup' },
        at: now,
      });
  }
  await joinFoundersCohort(trx, ctx, actorId, row, programme.cohort_team_id);
}
