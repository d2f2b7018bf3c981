import { type Expression, type SqlBool, sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { foldSearchText } from '../../db/fold-search-text';
import { escapeLike } from '../../db/prefix-match';

/** The greatest code point: every word starting with `p` sorts below `p + MAX_CHAR` (binary order). */
const MAX_CHAR = String.fromCodePoint(0x10ffff);

/** One token a searched word asks of `user_search_words`: the whole word, or (the word's last token) its start. */
export interface UserSearchTerm {
  token: string;
  prefix: boolean;
}

/**
 * A searched word, folded as `users.search_text` is (` @ example . com` for `@Example.com`): its tokens as
 * terms on the word table (each whole but the last, which is a start), and, when it folds to more than one
 * token, the LIKE that also asks for them side by side in that order. A one-token word is answered by the
 * word table alone, exactly as `search_text LIKE '% word%'` would.
 */
export interface UserSearchWord {
  terms: UserSearchTerm[];
  adjacent?: Expression<SqlBool>;
}

/** The administrators' search text cut into up to five folded words. */
export function userSearchWords(query: string | undefined): UserSearchWord[] {
  const words = (query ?? '').split(/\s+/).map(foldSearchText).filter(Boolean).slice(0, 5);
  return words.map((folded) => {
    const tokens = folded.trim().split(' ');
    const terms = tokens.map((token, index) => ({ token, prefix: index === tokens.length - 1 }));
    if (tokens.length === 1) return { terms };
    return { terms, adjacent: sql<SqlBool>`users.search_text like ${`%${escapeLike(folded)}%`} escape '\\'` };
  });
}

/** The rows of `user_search_words` (as `alias`) a term matches: one word, or a range of the index. */
export function termMatch(alias: string, term: UserSearchTerm): Expression<SqlBool> {
  const word = sql.ref(`${alias}.word`);
  if (!term.prefix) return sql<SqlBool>`${word} = ${term.token}`;
  return sql<SqlBool>`(${word} >= ${term.token} and ${word} < ${term.token + MAX_CHAR})`;
}

/** `users.id IN (the term's users)`: starts from the word index, for a term few users match. */
export function usersWithTerm(term: UserSearchTerm): Expression<SqlBool> {
  return sql<SqlBool>`users.id in (select words.user_id from user_search_words as words where ${termMatch('words', term)})`;
}

/** `EXISTS (the user's word)`: one look-up in the user's own words, while another index drives. */
export function userHasTerm(term: UserSearchTerm): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from user_search_words as own where own.user_id = users.id and ${termMatch('own', term)})`;
}

/**
 * How many users each term matches, counted up to `cap` (an index range cut at `cap` rows, so a term
 * that half the users match costs no more than a rare one). Word rows, not users: a user with two
 * words starting `ma` counts twice, which only makes a common term look commoner.
 */
export async function countTermsUpTo(
  ctx: AppContext,
  terms: readonly UserSearchTerm[],
  cap: number,
): Promise<number[]> {
  if (terms.length === 0) return [];
  const counts = terms.map(
    (term, index) =>
      sql`(select count(*) from (select 1 from user_search_words as words where ${termMatch('words', term)} limit ${cap}) as capped) as ${sql.id(`n${index}`)}`,
  );
  const { rows } = await sql<Record<string, number | string>>`select ${sql.join(counts)}`.execute(ctx.db);
  const row = rows[0] ?? {};
  return terms.map((_, index) => Number(row[`n${index}`] ?? 0));
}

/** Users matching one term, each once: the total of a search by one one-token word and nothing else. */
export async function countUsersWithTerm(ctx: AppContext, term: UserSearchTerm): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(distinct words.user_id) as n from user_search_words as words where ${termMatch('words', term)}`.execute(
    ctx.db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The users matching every term: one `INTERSECT` of the terms' ranges on the word index. */
export function usersWithEveryTerm(terms: readonly UserSearchTerm[]): Expression<unknown> {
  return sql.join(
    terms.map(
      (term) => sql`select words.user_id from user_search_words as words where ${termMatch('words', term)}`,
    ),
    sql` intersect `,
  );
}

/** How many users match every term (two or more), counted on the word index alone. */
export async function countUsersWithEveryTerm(
  ctx: AppContext,
  terms: readonly UserSearchTerm[],
): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from (${usersWithEveryTerm(terms)}) as every_term`.execute(ctx.db);
  return Number(rows[0]?.n ?? 0);
}

/** Up to `limit` users matching every term (two or more), from the word index alone. */
export async function findUsersWithEveryTerm(
  ctx: AppContext,
  terms: readonly UserSearchTerm[],
  limit: number,
): Promise<string[]> {
  const { rows } = await sql<{
    user_id: string;
  }>`select every_term.user_id from (${usersWithEveryTerm(terms)}) as every_term limit ${limit}`.execute(
    ctx.db,
  );
  return rows.map((row) => row.user_id);
}
