import type { ListPage } from '@ailab/core/contract/schemas/list';
import type { AdminUser, AllUsersFilters } from '@ailab/core/contract/users/users.schemas';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { keysetPage, keysetSort } from '../../db/keyset-page';
import type { Database } from '../../db/schema';
import { findRolesOfUsers } from '../../identity/user-roles.repository';
import { userRowToAdminUser } from './admin-user-mapper';
import {
  countTermsUpTo,
  countUsersWithEveryTerm,
  countUsersWithTerm,
  findUsersWithEveryTerm,
  userHasTerm,
  userSearchWords,
  usersWithTerm,
} from './user-search-terms';

/** A date-only bound covers its whole UTC day; a date-time bound is exact. */
function bound(value: string, end: boolean): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    if (end) day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString();
  }
  return new Date(value).toISOString();
}

/** Up to this many holders, a role filter starts from the role's index (see {@link listAllUsers}). */
const DRIVE_FROM_ROLE_BELOW = 2_000;

async function countRoleHolders(ctx: AppContext, role: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_roles.role', '=', role)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Holders of the role among disabled accounts. `CROSS JOIN` makes SQLite start from the few disabled accounts (the
 * partial index `users_disabled_idx`) and look each up in the role key; PostgreSQL plans it as any join.
 */
async function countDisabledHolders(ctx: AppContext, role: number): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from users cross join user_roles
    where user_roles.user_id = users.id and user_roles.role = ${role} and users.disabled_at is not null`.execute(
    ctx.db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Up to this many users, the rarest searched term starts the query from the word index (see {@link listAllUsers}). */
const DRIVE_FROM_TERM_BELOW = 2_000;

/**
 * `admin/all_users`: every word of the search must start a word of the user's folded
 * `search_text` (names, user name and e-mail without accents or case, cut at punctuation:
 * `sofia` finds Sofía, `example` and `@example.com` every address there), found through the
 * `user_search_words` index on both databases; filters by role, verified, disabled, signed in
 * and creation range, sorted with keyset pages.
 *
 * What starts the query is chosen by counting first: the rarest searched term (`IN` the word index) or a rare role
 * (`IN` the role index) when either is held by few users, a small set to sort; otherwise the sort's own index is
 * walked and each user checked (`EXISTS`), which meets a page of a common word or role at once.
 */
export async function listAllUsers(ctx: AppContext, body: AllUsersFilters): Promise<ListPage<AdminUser>> {
  const words = userSearchWords(body.query);
  const terms = words.flatMap((word) => word.terms);
  let query = ctx.db.selectFrom('users').selectAll('users');
  for (const word of words) if (word.adjacent) query = query.where(word.adjacent);
  if (body.verified !== undefined) query = query.where('users.email_verified', '=', body.verified ? 1 : 0);
  if (body.disabled !== undefined)
    query = query.where('users.disabled_at', body.disabled ? 'is not' : 'is', null);
  if (body.signed_in !== undefined)
    query = query.where('users.last_login_at', body.signed_in ? 'is not' : 'is', null);
  if (body.created_from) query = query.where('users.created_at', '>=', bound(body.created_from, false));
  if (body.created_to) query = query.where('users.created_at', '<', bound(body.created_to, true));

  const role = body.role;
  // A role with the disabled filter alone is counted as its holders less (or only) its disabled holders.
  const byDisabledHolders =
    role !== undefined &&
    terms.length === 0 &&
    body.disabled !== undefined &&
    body.verified === undefined &&
    body.signed_in === undefined &&
    !body.created_from &&
    !body.created_to;
  const [holders, termCounts, disabledHolders] = await Promise.all([
    role === undefined ? undefined : countRoleHolders(ctx, role),
    countTermsUpTo(ctx, terms, DRIVE_FROM_TERM_BELOW + 1),
    byDisabledHolders ? countDisabledHolders(ctx, role) : undefined,
  ]);
  let rarest = -1;
  termCounts.forEach((count, index) => {
    if (rarest === -1 || count < (termCounts[rarest] ?? 0)) rarest = index;
  });
  const fewestWithTerm = termCounts[rarest] ?? Number.POSITIVE_INFINITY;
  // Several common terms (`yuki ta`) are often rare together: their intersection is taken on the word index, and
  // when it is small its ids drive the page (PostgreSQL cannot estimate an INTERSECT and would scan every user).
  const idsWithEveryTerm =
    terms.length > 1 && fewestWithTerm > DRIVE_FROM_TERM_BELOW
      ? await findUsersWithEveryTerm(ctx, terms, DRIVE_FROM_TERM_BELOW + 1)
      : undefined;
  const withEveryTerm =
    idsWithEveryTerm && idsWithEveryTerm.length <= DRIVE_FROM_TERM_BELOW ? idsWithEveryTerm : undefined;
  const termMatches = Math.min(fewestWithTerm, withEveryTerm?.length ?? Number.POSITIVE_INFINITY);
  const termFirst = holders === undefined || termMatches <= holders;

  // The role filter two ways. `id IN (holders)` starts from the (role, user_id) index: best for counting, and for a
  // rare role's page (a small sort). `EXISTS` checks holders while walking the sort's index: best for a common role's
  // page, which meets a page of holders quickly. The searched terms likewise, on the (word, user_id) index.
  const filtered = (drive: 'term' | 'role' | 'sort') => {
    let narrowed = query;
    if (drive === 'term' && withEveryTerm !== undefined)
      narrowed = narrowed.where(
        withEveryTerm.length === 0
          ? sql<SqlBool>`1 = 0`
          : sql<SqlBool>`users.id in (${sql.join(withEveryTerm)})`,
      );
    else
      terms.forEach((term, index) => {
        narrowed = narrowed.where(
          drive === 'term' && index === rarest ? usersWithTerm(term) : userHasTerm(term),
        );
      });
    if (role === undefined) return narrowed;
    return narrowed.where((eb: ExpressionBuilder<Database, 'users'>) =>
      drive === 'role'
        ? eb(
            'users.id',
            'in',
            eb.selectFrom('user_roles').select('user_roles.user_id').where('user_roles.role', '=', role),
          )
        : eb.exists(
            eb
              .selectFrom('user_roles')
              .select('user_roles.role')
              .whereRef('user_roles.user_id', '=', 'users.id')
              .where('user_roles.role', '=', role),
          ),
    );
  };
  const drive =
    termMatches <= DRIVE_FROM_TERM_BELOW && termFirst
      ? 'term'
      : holders !== undefined && holders <= DRIVE_FROM_ROLE_BELOW
        ? 'role'
        : 'sort';

  const sort = keysetSort(
    'admin.users',
    body.sort,
    '-created_at',
    {
      name: [{ expression: sql`lower(users.last_name)` }, { expression: sql`lower(users.first_name)` }],
      email: 'users.email',
      user_name: sql`lower(users.user_name)`,
      created_at: 'users.created_at',
      last_login: { expression: 'users.last_login_at', nullable: true },
    },
    'users.id',
  );
  const page = await keysetPage(ctx.db, filtered(drive), {
    sort,
    cursor: body.cursor,
    limit: body.limit,
    ...(await totalOf()),
  });
  const roles = await findRolesOfUsers(
    ctx.db,
    page.items.map((row) => row.id),
  );
  return {
    ...page,
    items: page.items.map((row) => userRowToAdminUser({ ...row, roles: roles.get(row.id) ?? [] })),
  };

  /**
   * The total from the cheapest query that gives it: a role's holders or a term's users counted on their index
   * alone when nothing else filters, the role's disabled holders subtracted when only the disabled state does
   * (few accounts are disabled), else the filtered rows counted starting from the rarer of term and role.
   */
  async function totalOf(): Promise<{ total: number } | { countQuery: ReturnType<typeof filtered> }> {
    const noDates = !body.created_from && !body.created_to;
    const onlyDisabled = noDates && body.verified === undefined && body.signed_in === undefined;
    const term = terms[0];
    if (holders !== undefined && disabledHolders !== undefined)
      return { total: body.disabled ? disabledHolders : holders - disabledHolders };
    if (onlyDisabled && body.disabled === undefined && holders !== undefined && terms.length === 0)
      return { total: holders };
    if (
      onlyDisabled &&
      body.disabled === undefined &&
      role === undefined &&
      words.length === 1 &&
      term &&
      !words[0]?.adjacent
    )
      return { total: await countUsersWithTerm(ctx, term) };
    if (
      onlyDisabled &&
      body.disabled === undefined &&
      role === undefined &&
      idsWithEveryTerm !== undefined &&
      words.every((word) => !word.adjacent)
    )
      return { total: withEveryTerm?.length ?? (await countUsersWithEveryTerm(ctx, terms)) };
    return {
      countQuery: filtered(rarest !== -1 && termFirst ? 'term' : role !== undefined ? 'role' : 'sort'),
    };
  }
}
