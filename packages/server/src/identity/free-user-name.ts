import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUserNameTaken } from './users.repository';

/** The user name an email suggests before any suffix: its local part, letters, digits, `_.-`, 3–30 long. */
export function userNameBase(email: string): string {
  return (email.split('@')[0] ?? 'user')
    .replace(/[^a-zA-Z0-9_.-]/g, '')
    .slice(0, 30)
    .padEnd(3, '0');
}

/**
 * A free user name for an email: its base, or the base with a number. `taken`, when given, holds
 * (lower-cased) the names known to be taken among the bases looked up beforehand
 * ({@link takenUserNames}, for a whole import at once) and those given out since, even if not yet
 * written (a batch of new accounts inserted together): a base not in it is used without a query, a
 * base in it is not used, and a numbered name is used only when neither it nor the database holds it.
 */
export async function freeUserName(
  db: Kysely<Database>,
  email: string,
  taken?: ReadonlySet<string>,
): Promise<string> {
  const base = userNameBase(email);
  if (taken) {
    if (!taken.has(base.toLowerCase())) return base;
  } else if (!(await isUserNameTaken(db, base))) return base;
  for (let i = 0; i < 20; i += 1) {
    const candidate = `${base}${randomInt(1000, 99999)}`;
    if (!taken?.has(candidate.toLowerCase()) && !(await isUserNameTaken(db, candidate))) return candidate;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}
