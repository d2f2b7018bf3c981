import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The profile names of the members behind some registrations' addresses (lower-cased email →
 * "First Last"). A member's own name wins over the one typed into a visitor registration for
 * their address, which anyone who knows the address could have chosen.
 */
export async function memberNamesByEmail(
  db: Kysely<Database>,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('email', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.email.toLowerCase(), `${row.first_name} ${row.last_name}`.trim()]));
}
