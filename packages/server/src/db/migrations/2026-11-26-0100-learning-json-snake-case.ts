import type { Kysely } from 'kysely';

// Frozen in time: typed Kysely<any>, and the renames spelled out here, so later code never alters it.
// The wire went snake_case (docs/decisions.md), and learning stores two wire shapes as JSON: a quiz's
// questions with their key, and an attempt's answers. Their keys follow, so stored and sent stay one shape.
const QUESTION_KEYS: Record<string, string> = {
  correctOptionIds: 'correct_option_ids',
  acceptedAnswers: 'accepted_answers',
};
const ANSWER_KEYS: Record<string, string> = { questionId: 'question_id', optionIds: 'option_ids' };

function renameKeys(json: string, renames: Record<string, string>): string {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return json;
  return JSON.stringify(
    value.map((item) =>
      typeof item === 'object' && item !== null
        ? Object.fromEntries(Object.entries(item).map(([key, field]) => [renames[key] ?? key, field]))
        : item,
    ),
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
async function rewrite(db: Kysely<any>, table: string, column: string, renames: Record<string, string>) {
  const rows: { id: string; json: string }[] = await db
    .selectFrom(table)
    .select(['id', `${column} as json`])
    .execute();
  for (const row of rows) {
    const json = renameKeys(row.json, renames);
    if (json !== row.json)
      await db
        .updateTable(table)
        .set({ [column]: json })
        .where('id', '=', row.id)
        .execute();
  }
}

function reversed(renames: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(renames).map(([from, to]) => [to, from]));
}

// biome-ignore lint/suspicious/noExplicitAny: see rewrite()
export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, 'quizzes', 'questions', QUESTION_KEYS);
  await rewrite(db, 'quiz_attempts', 'answers', ANSWER_KEYS);
}

// biome-ignore lint/suspicious/noExplicitAny: see rewrite()
export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, 'quizzes', 'questions', reversed(QUESTION_KEYS));
  await rewrite(db, 'quiz_attempts', 'answers', reversed(ANSWER_KEYS));
}
