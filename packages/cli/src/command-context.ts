import type { Language } from '@ailab/core/i18n/languages';
import type { Settings } from './config/settings';
import type { Factory } from './factory/factory';
import type { Translate } from './i18n/translator';
import type { Env, IOStreams } from './io/io-streams';

/** What command constructors receive: the translator for help text and a lazy factory for running. */
export interface CommandContext {
  t: Translate;
  /** The CLI version, from the entry point. */
  version: string;
  language: Language;
  env: Env;
  settings: Settings;
  /** The factory for this run, built from the parsed global options on first use. */
  factory(): Factory;
  /** The IO streams, built from the parsed global options on first use. */
  io(): IOStreams;
}
