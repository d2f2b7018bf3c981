/** The translation key of a function tag: `web:shell.functionTags.<slug>` ("Platform administration" → platform-administration). */
export function functionTagKey(tag: string): string {
  const slug = tag
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `web:shell.functionTags.${slug}`;
}

/**
 * The user's function tags as shown beside the role: translated where the tag is known
 * (unknown tags keep their own text), without a tag that only repeats the role.
 */
export function visibleFunctionTags(
  tags: readonly string[],
  role: string,
  translate: (key: string, fallback: string) => string,
): string[] {
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
  const shown: string[] = [];
  for (const tag of tags) {
    const label = translate(functionTagKey(tag), tag);
    if (same(label, role) || same(tag, role) || shown.some((other) => same(other, label))) continue;
    shown.push(label);
  }
  return shown;
}
