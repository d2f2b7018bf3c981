import { ROLE } from '@ailab/core/roles/roles';
import type { AppContext } from '../../app-context';
import { newUserRow } from '../../identity/new-user-row';
import { grantRoles } from '../../identity/user-roles.repository';
import { findUserByEmail, insertUser } from '../../identity/users.repository';
import { hashPassword } from '../../security/passwords';
import { DEMO_PASSWORD } from '../../seed/seed-accounts';

/**
 * The demo's second reviewer (role 98, the demo password), beside reviewer@example.com: the demo
 * programmes want two reviews per application, so the automatic assignment's plan needs two people.
 */
export const SECOND_DEMO_REVIEWER = {
  email: 'reviewer2@example.com',
  first: 'Kenji',
  last: 'Kato',
  userName: 'kenji-kato',
} as const;

/** Creates the second demo reviewer when the address has no account yet. */
export async function seedSecondReviewer(ctx: AppContext): Promise<void> {
  if (await findUserByEmail(ctx.db, SECOND_DEMO_REVIEWER.email)) return;
  const now = ctx.now().toISOString();
  await insertUser(
    ctx.db,
    newUserRow(now, {
      email: SECOND_DEMO_REVIEWER.email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      first_name: SECOND_DEMO_REVIEWER.first,
      last_name: SECOND_DEMO_REVIEWER.last,
      user_name: SECOND_DEMO_REVIEWER.userName,
      role_label: 'applicationsAdmin',
      functions: JSON.stringify(['Reviews']),
      email_verified: 1,
    }),
  );
  const user = await findUserByEmail(ctx.db, SECOND_DEMO_REVIEWER.email);
  if (user) await grantRoles(ctx.db, user.id, [ROLE.applicationsAdmin], now);
}
