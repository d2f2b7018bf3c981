import { randomUUID } from 'node:crypto';
import type {
  NotificationKind,
  NotificationParams,
} from '@ailab/core/contract/notifications/notifications.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One notification to write: for whom, what happened (kind and params, translated when read), where to look. */
export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  params: NotificationParams;
  /** An app path (`/events/ai-day`, `/ailab/my-education/mylearning/<id>`), or null. */
  link: string | null;
  /** `ctx.now()`, so tests that move the clock see it. */
  at: Date;
}

/**
 * Writes in-app notifications. Call it with the transaction that makes the change, so the change and
 * what it tells people commit or roll back together (like `recordAudit`). Any domain calls it; the
 * notifications feature only reads and marks them.
 */
export async function notify(
  trx: Kysely<Database>,
  inputs: NotifyInput | readonly NotifyInput[],
): Promise<void> {
  const list: readonly NotifyInput[] = 'userId' in inputs ? [inputs] : inputs;
  if (list.length === 0) return;
  await trx
    .insertInto('notifications')
    .values(
      list.map((input) => ({
        id: randomUUID(),
        user_id: input.userId,
        kind: input.kind,
        params: JSON.stringify(input.params),
        link: input.link,
        created_at: input.at.toISOString(),
        read_at: null,
      })),
    )
    .execute();
}
