import { z } from 'zod';
import { LanguageField } from '../schemas/fields';

/** A help topic's slug: lower-case words and dashes, so it can never name a path outside the help folder. */
export const HelpSlugField = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const HelpTopicSchema = z.object({ slug: z.string(), title: z.string() });

export const HelpTocBody = z.strictObject({ language: LanguageField.optional() });
export const HelpTocResponse = z.object({ language: LanguageField, topics: z.array(HelpTopicSchema) });

export const HelpPageBody = z.strictObject({ slug: HelpSlugField, language: LanguageField.optional() });
export const HelpPageResponse = z.object({
  slug: z.string(),
  title: z.string(),
  /** The language the page is written in: the one asked for, or en-US when it has no translation. */
  language: LanguageField,
  markdown: z.string(),
});
