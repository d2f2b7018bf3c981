import { CommanderError } from 'commander';
import type { Translate } from '../i18n/translator';
import { EXIT, type ExitCode } from './cli-errors';

/** True for the errors commander throws under `exitOverride()`. */
export function isCommanderError(error: unknown): error is CommanderError {
  return error instanceof CommanderError;
}

const SUCCESS_CODES = new Set(['commander.helpDisplayed', 'commander.version', 'commander.help']);

/** Help and version are successes; every other commander error is a usage error. */
export function commanderExitCode(error: CommanderError): ExitCode {
  return SUCCESS_CODES.has(error.code) ? EXIT.ok : EXIT.usage;
}

const TRANSLATED: Record<string, string> = {
  'commander.unknownOption': 'errors.usage.unknownOption',
  'commander.unknownCommand': 'errors.usage.unknownCommand',
  'commander.missingArgument': 'errors.usage.missingArgument',
  'commander.optionMissingArgument': 'errors.usage.optionMissingArgument',
  'commander.missingMandatoryOptionValue': 'errors.usage.missingMandatoryOption',
  'commander.excessArguments': 'errors.usage.excessArguments',
  'commander.conflictingOption': 'errors.usage.conflictingOption',
};

const INVALID_VALUE =
  /(?:option|argument) '([^']+)' argument '([^']*)' is invalid\.(?: Allowed choices are (.+)\.)?/;

/** A translated message for a commander error, naming the option or argument it is about. */
export function commanderMessage(error: CommanderError, t: Translate): string {
  const detail = error.message.replace(/^error:\s*/, '');
  const invalid = INVALID_VALUE.exec(detail);
  if (error.code === 'commander.invalidArgument' && invalid) {
    const [, name = '', value = '', choices] = invalid;
    return choices
      ? t('errors.usage.invalidChoice', { name, value, choices })
      : t('errors.usage.invalidValue', { name, value });
  }
  const key = TRANSLATED[error.code];
  if (key === undefined) return detail;
  return t(key, { name: /'([^']+)'/.exec(detail)?.[1] ?? '', detail });
}
