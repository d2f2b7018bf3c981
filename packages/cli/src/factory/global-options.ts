import { isLanguage, type Language, negotiateLanguage } from '@ailab/core/i18n/languages';
import type { Settings } from '../config/settings';
import type { Env } from '../io/io-streams';

/** Options every command accepts (commander parses them on the root program). */
export interface GlobalOptions {
  server?: string;
  token?: string;
  lang?: string;
  json?: boolean;
  /** A jq expression applied to the JSON output (implies --json); see `services/output-shape.ts`. */
  jq?: string;
  /** A Handlebars template applied to the JSON output (implies --json). */
  template?: string;
  color?: boolean;
  quiet?: boolean;
  verbose?: boolean;
  /** Request timeout in whole seconds (0: none); see `request-timeout.ts`. */
  timeout?: string;
}

/**
 * The value of a long option in raw argv (`--lang x` or `--lang=x`), read before
 * commander runs because help text is already translated.
 */
export function peekOption(argv: readonly string[], name: string): string | undefined {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--') return undefined;
    if (arg === name) return argv[index + 1];
    if (arg?.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

/** True when a bare flag appears in raw argv before `--`. */
export function hasFlag(argv: readonly string[], name: string): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes(name);
}

/** The language: --lang, then the config file, then LC_ALL / LC_MESSAGES / LANG. Undefined flag values are ignored here and rejected by commander. */
export function resolveLanguage(flag: string | undefined, settings: Settings, env: Env): Language {
  if (isLanguage(flag)) return flag;
  if (settings.lang) return settings.lang;
  return negotiateLanguage(env.LC_ALL || env.LC_MESSAGES || env.LANG);
}
