import { ROLE } from '@ailab/core/roles/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../identity/bearer-tokens';
import { rolesOf } from '../../identity/user-mapper';

/** What one person may do with one research item. */
export interface ResearchRights {
  isAuthor: boolean;
  isAdmin: boolean;
  /**
   * Assigned to the item AND still entitled to review (a current research editor or an administrator). An
   * assignment of someone since taken off the editors list stays on record but grants nothing.
   */
  isReviewer: boolean;
  /** Administrator or an editor an administrator marked: may be assigned, review and publish. */
  isEditor: boolean;
  canSee: boolean;
}

export function isAdmin(caller: Caller | null): boolean {
  return caller !== null && rolesOf(caller.user).includes(ROLE.admin);
}

export async function isMarkedEditor(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('research_editors')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a member may review at all: an administrator or a current research editor. */
export async function mayReview(db: Kysely<Database>, caller: Caller): Promise<boolean> {
  return isAdmin(caller) || (await isMarkedEditor(db, caller.user.id));
}

/**
 * The caller's rights on an item (author, assigned reviewer, editor, administrator). The one place review
 * rights are derived: being assigned counts only while the caller may review at all (`mayReview`), so an
 * editor taken off the list loses every assigned item at once and regains them when added back.
 */
export async function rightsOn(
  db: Kysely<Database>,
  caller: Caller | null,
  item: { id: string; author_id: string },
): Promise<ResearchRights> {
  if (!caller) return { isAuthor: false, isAdmin: false, isReviewer: false, isEditor: false, canSee: false };
  const admin = isAdmin(caller);
  const isAuthor = item.author_id === caller.user.id;
  const assigned = await db
    .selectFrom('research_reviewers')
    .select('user_id')
    .where('research_id', '=', item.id)
    .where('user_id', '=', caller.user.id)
    .executeTakeFirst();
  const isEditor = await mayReview(db, caller);
  const isReviewer = assigned !== undefined && isEditor;
  return { isAuthor, isAdmin: admin, isReviewer, isEditor, canSee: isAuthor || isReviewer || admin };
}

/** Of these members, those who may review at all (administrators and current research editors). */
export async function activeReviewers(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const admins = await db
    .selectFrom('user_roles')
    .select('user_id')
    .where('role', '=', ROLE.admin)
    .where('user_id', 'in', ids)
    .execute();
  const editors = await db
    .selectFrom('research_editors')
    .select('user_id')
    .where('user_id', 'in', ids)
    .execute();
  return new Set([...admins, ...editors].map((row) => row.user_id));
}
