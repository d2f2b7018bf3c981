/**
 * A URL slug from a title or name: lower-case ASCII words joined by single hyphens, accents dropped,
 * at most 70 characters. A result shorter than `minLength` becomes `<fallback>-<slug or "new">`.
 */
export function slugify(text: string, options: { minLength: number; fallback: string }): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug.length >= options.minLength ? slug : `${options.fallback}-${slug || 'new'}`;
}
