import type { ApiClient } from '@ailab/core/client/create-client';
import type { AdminApplication } from '@ailab/core/contract/applications/review.schemas';
import type { CsvValue } from '@ailab/core/csv/csv-writer';

/** `novelty=4` → ['novelty', 4]; anything else is null (the command reports it). */
export function parseScore(text: string): [string, number] | null {
  const match = /^([a-z][a-z0-9_]*)=([1-5])$/.exec(text.trim());
  return match?.[1] && match[2] ? [match[1], Number(match[2])] : null;
}

/**
 * The export's columns and rows: one row per application, answers flattened one column per question,
 * the mean score per category; what a blind phase hides stays empty.
 */
export function exportTable(applications: readonly AdminApplication[]): {
  header: string[];
  rows: CsvValue[][];
} {
  const questions = [...new Set(applications.flatMap((item) => Object.keys(item.answers)))].sort();
  const categories = [...new Set(applications.flatMap((item) => item.programme.categories.map((c) => c.id)))];
  const header = [
    'id',
    'programme',
    'state',
    'title',
    'name',
    'email',
    'score',
    ...categories.map((c) => `score_${c}`),
    ...questions.map((q) => `answer_${q}`),
  ];
  const rows = applications.map((item) => {
    const reviews = item.reviews ?? (item.my_review ? [item.my_review] : []);
    const meanOf = (category: string) => {
      const values = reviews
        .map((review) => review.scores[category])
        .filter((v): v is number => v !== undefined);
      return values.length
        ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100
        : null;
    };
    return [
      item.id,
      item.programme.slug,
      item.state,
      item.title,
      item.applicant?.name ?? null,
      item.applicant?.email ?? null,
      item.score,
      ...categories.map(meanOf),
      ...questions.map((question) => {
        const value = item.answers[question];
        return Array.isArray(value) ? value.join('; ') : (value ?? null);
      }),
    ];
  });
  return { header, rows };
}

/** Every application of a programme, each read in full (as the caller's phase allows). */
export async function applicationsOf(
  api: ApiClient,
  programme: string | undefined,
): Promise<AdminApplication[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.adminApplications.list({
      ...(programme ? { programme } : {}),
      limit: 100,
      ...(cursor ? { cursor } : {}),
    });
    ids.push(...page.items.map((item) => item.id));
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  const all: AdminApplication[] = [];
  for (const id of ids) all.push(await api.adminApplications.get({ id }));
  return all;
}
