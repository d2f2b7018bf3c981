import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssuesFromZod } from '../errors/field-issues';
import { searchTextSchema } from './search-text-schema';

const Body = z.strictObject({ query: searchTextSchema.optional() });
const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;

function issuesFor(body: unknown) {
  const parsed = Body.safeParse(body);
  return parsed.success ? [] : fieldIssuesFromZod(parsed.error.issues, t, body);
}

describe('searchTextSchema', () => {
  it('accepts odd but harmless text', () => {
    expect(issuesFor({ query: 'NEAR( "OR OR * 🤖' })).toEqual([]);
  });

  it('names the field and the search rule it broke', () => {
    expect(issuesFor({ query: '-crypto' })).toEqual([
      {
        field: 'query',
        code: 'search_only_exclusions',
        message: 'errors:validation.search_only_exclusions {"field":"query","maximum":10}',
      },
    ]);
    expect(issuesFor({ query: Array.from({ length: 11 }, (_, i) => `w${i}`).join(' ') })[0]?.code).toBe(
      'search_too_many_terms',
    );
    expect(issuesFor({ query: 'x'.repeat(10_000) })[0]?.code).toBe('too_big');
  });
});
