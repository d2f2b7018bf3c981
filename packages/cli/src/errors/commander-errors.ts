import { type Command, CommanderError } from 'commander';
import type { Translate } from '../i18n/translator';
import { EXIT, type ExitCode, UsageError } from './cli-errors';

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

/** commander's wording of a refused option value (given or from the environment) and of a refused argument. */
const INVALID_OPTION =
  /^option '([^']+)' (?:argument|value) '([^']*)' (?:from env '[^']+' )?is invalid\.\s*(.*)$/s;
const INVALID_ARGUMENT = /^command-argument value '([^']*)' is invalid for argument '([^']+)'\.\s*(.*)$/s;
/** The reason our parsers and `.choices()` give: "Allowed choices are a, b, c." */
const CHOICES = /^Allowed choices are (.+?)\.?$/s;
/** commander's suggestion after an unknown command or flag. */
const SUGGESTION = /\n\(Did you mean (?:one of )?(.+)\?\)\s*$/;

/** The translated message of a refused value: the choices when the parser named them. */
function invalidValueMessage(name: string, value: string, reason: string, t: Translate): string {
  const choices = CHOICES.exec(reason.trim())?.[1];
  return choices
    ? t('errors.usage.invalidChoice', { name, value, choices })
    : t('errors.usage.invalidValue', { name, value });
}

/**
 * A translated message for a commander error, naming the option or argument it is about (issue 24 item 9: none of
 * commander's English wording reaches the user), with commander's "did you mean" suggestion translated too.
 */
export function commanderMessage(error: CommanderError, t: Translate): string {
  const detail = error.message.replace(/^error:\s*/, '');
  if (error.code === 'commander.invalidArgument') {
    const option = INVALID_OPTION.exec(detail);
    if (option) return invalidValueMessage(option[1] ?? '', option[2] ?? '', option[3] ?? '', t);
    const argument = INVALID_ARGUMENT.exec(detail);
    if (argument) return invalidValueMessage(argument[2] ?? '', argument[1] ?? '', argument[3] ?? '', t);
  }
  const key = TRANSLATED[error.code];
  if (key === undefined) return detail;
  const suggestion = SUGGESTION.exec(detail)?.[1];
  const names = [...detail.replace(SUGGESTION, '').matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
  const message = t(key, { name: names[0] ?? '', names: names.join(', '), detail });
  return suggestion ? `${message} ${t('errors.usage.didYouMean', { names: suggestion })}` : message;
}

/**
 * The error for a stray word after a command group (`ailab user lst`): commander's own unknown-command error, so it
 * carries commander's "did you mean" suggestion among the group's commands (translated by {@link commanderMessage}).
 * The method is commander's internal one; without it, a plain usage error naming the word.
 */
export function throwUnknownCommand(group: Command, word: string, t: Translate): never {
  const internal = group as unknown as { unknownCommand?: () => void };
  if (typeof internal.unknownCommand === 'function') internal.unknownCommand.call(group);
  throw new UsageError(t('errors.usage.unknownCommand', { name: word }));
}
