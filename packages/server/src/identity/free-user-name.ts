import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUserNameTaken } from './users.repository';

/** A free user name derived from the email's local part. */
export async function freeUserName(db: Kysely<Database>, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'user')
    .replace(/[^a-zA-Z0-9_.-]/g, '')
    .slice(0, 30)
    .padEnd(3, '0');
  if (!(await isUserNameTaken(db, base))) return base;
  for (let i = 0; i < 20; i += 1) {
    const candidate = `${base}${randomInt(1000, 99999)}`;
    if (!(await isUserNameTaken(db, candidate))) return candidate;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}
