import { z } from 'zod';

/**
 * A search result's excerpt as plain-text pieces, each marked when it matched
 * the query. Clients render the marked pieces highlighted; no HTML travels.
 */
export const SnippetSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type Snippet = z.infer<typeof SnippetSchema>;
