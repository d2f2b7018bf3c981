import { createHash } from 'node:crypto';

/** Inline `<script>` elements (no `src`) and their text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * CSP sources (`'sha256-…'`) allowing exactly the inline scripts of a page: the built
 * `index.html` carries one (the boot script: colour mode, language and preloads before the
 * first paint), which `script-src 'self'` alone would block.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}
