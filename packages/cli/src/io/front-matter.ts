import { loadYaml } from './load-yaml';

/** A Markdown file's YAML front matter (between `---` lines) and the text after it. */
export interface FrontMatter {
  front: Record<string, unknown>;
  body: string;
}

/**
 * Splits a Markdown file into its front matter, parsed as YAML, and its body; null when the file does
 * not start with a `---` block or the block is not a YAML mapping (research reports and pitches both).
 */
export async function readFrontMatter(text: string): Promise<FrontMatter | null> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return null;
  const { parse } = await loadYaml();
  let front: unknown;
  try {
    front = parse(match[1] ?? '') ?? {};
  } catch {
    return null;
  }
  if (typeof front !== 'object' || Array.isArray(front)) return null;
  return { front: front as Record<string, unknown>, body: match[2] ?? '' };
}
