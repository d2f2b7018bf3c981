/** Supported languages; en-US is the default and the fallback (spec §1, §9). */
export const LANGUAGES = ['en-US', 'es-MX', 'ja-JP'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';
export const FALLBACK_LANGUAGE: Language = 'en-US';

/** True when `value` is a supported language tag. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best supported language for an Accept-Language header or a POSIX LANG
 * value (`ja_JP.UTF-8`): exact tag first, then the primary subtag.
 */
export function negotiateLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.replace('_', '-').split('.')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((item) => item.tag !== '' && item.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = LANGUAGES.find((lang) => lang.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const primary = LANGUAGES.find((lang) => lang.split('-')[0] === tag.split('-')[0]?.toLowerCase());
    if (primary) return primary;
  }
  return DEFAULT_LANGUAGE;
}
