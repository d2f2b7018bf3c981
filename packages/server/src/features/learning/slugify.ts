/** A URL-safe slug from a title: `Why evals matter!` → `why-evals-matter`. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : `unit-${slug || 'x'}`;
}
