import { ROLE } from '@ailab/core/roles/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../identity/bearer-tokens';
import { rolesOf } from '../../identity/user-mapper';

/** What one person may do with one research item. */
export interface ResearchRights {
  isAuthor: boolean;
  isAdmin: boolean;
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

/** The caller's rights on an item (author, assigned reviewer, editor, administrator). */
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
  const isEditor = admin || (await isMarkedEditor(db, caller.user.id));
  const isReviewer = assigned !== undefined;
  return { isAuthor, isAdmin: admin, isReviewer, isEditor, canSee: isAuthor || isReviewer || admin };
}
