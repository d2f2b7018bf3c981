import type { Translate } from './field-issues';

/** Keys of a per-language text map (`{ en_us, es_mx, ja_jp }`): named by the language, after their parent. */
const LANGUAGE_KEYS = new Set(['en_us', 'es_mx', 'ja_jp']);

/** A translation that exists: i18next answers '' (with the empty default) or echoes the key when it has none. */
function known(t: Translate, key: string, values: Record<string, unknown> = {}): string | undefined {
  const text = t(key, { defaultValue: '', ...values });
  return text && !text.startsWith(key) && !text.startsWith(key.replace(/^[a-z]+:/, '')) ? text : undefined;
}

/**
 * "Email" reads "email" after a parent ("Question 1: correct answers"); names written in capitals
 * ("URL", "ID") and scripts without case keep their form.
 */
function inner(label: string): string {
  const [first = '', second = ''] = label;
  return second && second === second.toLowerCase() && second !== second.toUpperCase()
    ? first.toLowerCase() + label.slice(1)
    : label;
}

/**
 * The translated label of a field path in the user's language: `errors:fields.<key>` for the field,
 * `errors:items.<list>` for each numbered list entry on the way ("Question 1: correct answers") and
 * `errors:groups.<key>` for each named group that tells same-named fields apart ("Unit 2: Quiz: title"), the
 * language of a per-language text ("Label (Spanish)"), `errors:validation.list_item` for an entry of a
 * plain list ("Roles, item 2"). Undefined when a part has no label (the caller shows the wire path).
 */
export function fieldLabel(path: readonly PropertyKey[], t: Translate): string | undefined {
  const segments = path.filter((segment) => typeof segment !== 'symbol') as (string | number)[];
  const last = segments.findLastIndex((segment) => typeof segment === 'string');
  if (last < 0) return undefined;
  const leafKey = segments[last] as string;
  const language = LANGUAGE_KEYS.has(leafKey) ? leafKey : undefined;
  const nameIndex = language ? segments.findLastIndex((s, i) => i < last && typeof s === 'string') : last;
  const nameKey = segments[nameIndex];
  if (typeof nameKey !== 'string') return undefined;
  const parents: string[] = [];
  for (let i = 0; i < nameIndex; i += 1) {
    const segment = segments[i];
    const next = segments[i + 1];
    if (typeof segment !== 'string') continue;
    if (typeof next !== 'number') {
      const group = known(t, `errors:groups.${segment}`);
      if (group) parents.push(group);
      continue;
    }
    const item = known(t, `errors:items.${segment}`, { n: next + 1 });
    if (!item) return undefined;
    parents.push(item);
  }
  let label = known(t, `errors:fields.${nameKey}`);
  if (!label) return undefined;
  if (language) {
    const languageName = known(t, `errors:languages.${language}`);
    if (!languageName) return undefined;
    label = t('errors:validation.in_language', { field: label, language: languageName });
  }
  const position = segments[nameIndex + 1];
  if (!language && typeof position === 'number')
    label = t('errors:validation.list_item', { field: label, n: position + 1 });
  const [first, ...rest] = parents;
  if (first === undefined) return label;
  const parent = rest.reduce(
    (outer, item) => t('errors:validation.nested', { parent: outer, field: item }),
    first,
  );
  return t('errors:validation.nested', { parent, field: inner(label) });
}
