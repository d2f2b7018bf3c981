import { randomBytes } from 'node:crypto';
import { ALL_ROLES, ROLE } from '@ailab/core/roles/roles';
import type { AppContext } from '../app-context';
import { freeUserName } from '../identity/free-user-name';
import { newUserRow } from '../identity/new-user-row';
import { grantRoles } from '../identity/user-roles.repository';
import { findUserByEmail, insertUser, isUserNameTaken } from '../identity/users.repository';
import { hashPassword } from '../security/passwords';

/** The demo accounts' shared password, documented in the README. */
export const DEMO_PASSWORD = 'demo-password-1';

interface DemoAccount {
  email: string;
  first: string;
  last: string;
  roles: number[];
  label: string;
  functions: string[];
  areaCode?: string;
  /** Makes the profile page `/{user name}` public, showing these fields (issue 25: a demo can be seen). */
  publicProfile?: readonly ('photo' | 'role' | 'function')[];
}

/** One demo account per role of spec §6, plus a member holding several roles. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'research@example.com',
    first: 'Rosa',
    last: 'Reyes',
    roles: [ROLE.research],
    label: 'research',
    functions: ['Research'],
    publicProfile: ['photo', 'role', 'function'],
  },
  {
    email: 'startup@example.com',
    first: 'Sam',
    last: 'Sato',
    roles: [ROLE.startup],
    label: 'startup',
    functions: ['Founder'],
  },
  {
    email: 'investor@example.com',
    first: 'Ivy',
    last: 'Ito',
    roles: [ROLE.investment],
    label: 'investment',
    functions: ['Angel'],
  },
  {
    email: 'intern@example.com',
    first: 'Iker',
    last: 'Núñez',
    roles: [ROLE.internship],
    label: 'internship',
    functions: ['Intern'],
  },
  {
    email: 'tools@example.com',
    first: 'Tomás',
    last: 'Torres',
    roles: [ROLE.aiTools],
    label: 'aiTools',
    functions: ['Builder'],
  },
  {
    email: 'student@example.com',
    first: 'Sofía',
    last: 'Suzuki',
    roles: [ROLE.learner],
    label: 'learner',
    functions: ['Student'],
  },
  {
    email: 'supervisor@example.com',
    first: 'Sara',
    last: 'Silva',
    roles: [ROLE.instituteAdmin],
    label: 'instituteAdmin',
    functions: ['Supervisor'],
  },
  {
    email: 'reviewer@example.com',
    first: 'Rin',
    last: 'Ramos',
    roles: [ROLE.applicationsAdmin],
    label: 'applicationsAdmin',
    functions: ['Reviews'],
  },
  {
    email: 'staff@example.com',
    first: 'Stella',
    last: 'Smith',
    roles: [ROLE.admin],
    label: 'admin',
    functions: ['Operations'],
    areaCode: '100',
  },
  {
    email: 'member@example.com',
    first: 'Mia',
    last: 'Mori',
    roles: [ROLE.research, ROLE.startup, ROLE.learner],
    label: 'member',
    functions: ['Founder', 'Student'],
  },
];

/**
 * Creates the administrator when the address has no account yet: every role,
 * area code "100", and a password that must be changed at first sign-in.
 * Returns the generated password when none was configured, to print once.
 */
export async function seedAdmin(
  ctx: AppContext,
): Promise<{ created: boolean; generatedPassword: string | null }> {
  if (await findUserByEmail(ctx.db, ctx.config.adminEmail))
    return { created: false, generatedPassword: null };
  const generatedPassword = ctx.config.adminPassword ? null : randomBytes(15).toString('base64url');
  const row = newUserRow(ctx.now().toISOString(), {
    email: ctx.config.adminEmail,
    password_hash: await hashPassword(ctx.config.adminPassword ?? generatedPassword ?? ''),
    first_name: 'Admin',
    last_name: 'User',
    // `admin`, or a free name from the address when an earlier ADMIN_EMAIL's account holds it.
    user_name: (await isUserNameTaken(ctx.db, 'admin'))
      ? await freeUserName(ctx.db, ctx.config.adminEmail)
      : 'admin',
    role_label: 'admin',
    functions: JSON.stringify(['Platform administration']),
    area_code: '100',
    email_verified: 1,
    must_change_password: 1,
  });
  await insertUser(ctx.db, row);
  await grantRoles(ctx.db, row.id, ALL_ROLES, row.created_at);
  return { created: true, generatedPassword };
}

/** Seeds the demo accounts (the `accounts` demo seeder); skips addresses that already have an account. */
export async function seedDemoAccounts(ctx: AppContext): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(ctx.db, account.email)) continue;
    const row = newUserRow(ctx.now().toISOString(), {
      email: account.email,
      password_hash: passwordHash,
      first_name: account.first,
      last_name: account.last,
      user_name: account.email.split('@')[0] ?? account.email,
      role_label: account.label,
      functions: JSON.stringify(account.functions),
      area_code: account.areaCode ?? '',
      email_verified: 1,
      ...(account.publicProfile
        ? { profile_public: 1, profile_fields: JSON.stringify(account.publicProfile) }
        : {}),
    });
    await insertUser(ctx.db, row);
    await grantRoles(ctx.db, row.id, account.roles, row.created_at);
    created += 1;
  }
  return created;
}
