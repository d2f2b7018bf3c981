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
  'commander.invalidArgument': 'errors.usage.invalidArgument',
  'commander.conflictingOption': 'errors.usage.conflictingOption',
};

/** A translated message for a commander error, naming the option or argument it is about. */
export function commanderMessage(error: CommanderError, t: Translate): string {
  const key = TRANSLATED[error.code];
  const name = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  if (key === undefined) return error.message.replace(/^error:\s*/, '');
  return t(key, { name, detail: error.message.replace(/^error:\s*/, '') });
}
