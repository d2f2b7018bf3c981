import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { user } from '../contract/accounts/user';
import { v1Public } from '../contract/accounts/v1-public';
import { RESOURCES } from '../i18n/resources';

/** The top-level keys a request body accepts, through unions and pipes. */
function bodyKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap(bodyKeys);
  if (schema instanceof z.ZodPipe) return bodyKeys(schema.in as z.ZodType);
  return [];
}

describe('field labels', () => {
  it('gives every field of the account and sign-up forms a label, in every language', () => {
    const keys = new Set(
      [...Object.values(user), ...Object.values(v1Public)].flatMap((endpoint) => bodyKeys(endpoint.body)),
    );
    expect(keys.size).toBeGreaterThan(10);
    for (const [language, namespaces] of Object.entries(RESOURCES)) {
      const labels = (namespaces.errors as { fields: Record<string, string> }).fields;
      const missing = [...keys].filter((key) => !labels[key]);
      expect(missing, language).toEqual([]);
    }
  });
});
