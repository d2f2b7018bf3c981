import { ROLE } from '@ailab/core/roles/roles';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PoolReviewer } from './reviewer-balance';

export interface ReviewerRow extends PoolReviewer {
  language: string;
}

function personName(row: { first_name: string; last_name: string; email: string }): string {
  return `${row.first_name} ${row.last_name}`.trim() || row.email;
}

function reviewerQuery(db: Kysely<Database>, roles: number[]) {
  return db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.language'])
    .where('user_roles.role', 'in', roles)
    .where('users.disabled_at', 'is', null)
    .distinct();
}

function toReviewer(row: {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
}): ReviewerRow {
  return { id: row.id, email: row.email.toLowerCase(), name: personName(row), language: row.language };
}

/** The users behind `emails`, each of whom must be an active reviewer (role 98) or administrator. */
export async function reviewersByEmail(
  db: Kysely<Database>,
  emails: readonly string[],
  t: TFunction,
  field = 'add',
): Promise<ReviewerRow[]> {
  if (emails.length === 0) return [];
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  const rows = await reviewerQuery(db, [ROLE.applicationsAdmin, ROLE.admin])
    .where('users.email', 'in', wanted)
    .execute();
  const found = rows.map(toReviewer);
  const unknown = wanted.find((email) => !found.some((row) => row.email === email));
  if (unknown)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field, code: 'not_reviewer', message: t('applications:answers.not_reviewer', { field }) }],
    });
  return found.sort((a, b) => a.email.localeCompare(b.email));
}

/** The automatic assignment's default pool: every active holder of role 98 (Applications Management). */
export async function defaultReviewerPool(db: Kysely<Database>): Promise<ReviewerRow[]> {
  const rows = await reviewerQuery(db, [ROLE.applicationsAdmin]).execute();
  return rows.map(toReviewer).sort((a, b) => a.email.localeCompare(b.email));
}
