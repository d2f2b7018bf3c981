import type { i18n, TFunction } from 'i18next';

type Options = Record<string, unknown> | undefined;

/** A key alone, or a key with only a `defaultValue`, always translates to the same text. */
function fixedCacheKey(key: unknown, options: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return undefined;
  const names = Object.keys(options);
  const defaultValue = (options as Options)?.defaultValue;
  if (names.length === 1 && names[0] === 'defaultValue' && typeof defaultValue === 'string')
    return `${key}\u0000${defaultValue}`;
  return undefined;
}

/** Wraps a fixed-language `t` so translations without interpolation are looked up once. */
function memoizeFixedTranslations(t: TFunction): TFunction {
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, unknown>();
  const memoized = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const cacheKey = rest.length === 0 ? fixedCacheKey(key, options) : undefined;
    if (cacheKey === undefined) return translate(key, options, ...rest);
    if (texts.has(cacheKey)) return texts.get(cacheKey);
    const text = translate(key, options);
    texts.set(cacheKey, text);
    return text;
  };
  return Object.assign(memoized, t) as unknown as TFunction;
}

/**
 * Makes `getFixedT(language)` return one memoizing translator per language instead of a new
 * function per call. The server's resources never change after start, so a translation without
 * interpolation values is computed once per language and key.
 */
export function memoizeGetFixedT(instance: i18n): i18n {
  const original = instance.getFixedT.bind(instance);
  const perLanguage = new Map<string, TFunction>();
  const getFixedT = (language: unknown, namespace?: unknown, keyPrefix?: unknown) => {
    if (typeof language !== 'string' || namespace !== undefined || keyPrefix !== undefined)
      return (original as (...args: unknown[]) => TFunction)(language, namespace, keyPrefix);
    let t = perLanguage.get(language);
    if (!t) {
      t = memoizeFixedTranslations(original(language));
      perLanguage.set(language, t);
    }
    return t;
  };
  instance.getFixedT = getFixedT as i18n['getFixedT'];
  return instance;
}
