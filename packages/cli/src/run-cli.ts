import type { Language } from '@ailab/core/i18n/languages';
import type { Command } from 'commander';
import type { CommandContext } from './command-context';
import { childCommand, helpTarget } from './commands/help/help-target';
import { jsonFieldsSourceOf } from './commands/json-fields-source';
import { configDir } from './config/config-dir';
import { readSettings } from './config/read-settings';
import { EXIT, UsageError } from './errors/cli-errors';
import { handleError } from './errors/handle-error';
import { createFactory, type Factory } from './factory/factory';
import { type GlobalOptions, hasFlag, peekOption, resolveLanguage } from './factory/global-options';
import { splitJsonFields } from './factory/json-fields-arg';
import { loadTranslator, type Translate } from './i18n/translator';
import { createIOStreams, type Env, type IOStreams, type StreamSource } from './io/io-streams';
import { buildProgram } from './program';
import type { OutputShape } from './services/output-shape';

/** The process the CLI runs in; tests pass their own streams and environment. */
export interface RunDependencies extends StreamSource {
  env: Env;
}

/** Parses argv with the full command tree and runs the command; returns the exit code and sets process.exitCode. */
export async function runCli(
  argv: readonly string[],
  deps: RunDependencies,
  version: string,
): Promise<number> {
  const { env } = deps;
  const dir = configDir(env);
  const settings = readSettings(dir);
  const language: Language = resolveLanguage(peekOption(argv, '--lang'), settings, env);
  const t = await loadTranslator(language);
  // With --json <fields>, --jq or --template, JSON data is kept and shaped once the command is done (one place for
  // every command). Whether the word after --json is a field list is known once the command tree is built.
  const captured: unknown[] = [];
  const shaping =
    peekOption(argv, '--jq') !== undefined ||
    peekOption(argv, '--template') !== undefined ||
    splitJsonFields(argv, () => false).fields !== undefined;
  // Before commander parses, colour and verbosity come from raw argv; the same flags then parse normally.
  const earlyIO = createIOStreams(deps, {
    color: !hasFlag(argv, '--no-color'),
    quiet: hasFlag(argv, '--quiet') || hasFlag(argv, '-q'),
    verbose: hasFlag(argv, '--verbose'),
    env,
    ...(shaping ? { captureJson: (value: unknown) => void captured.push(value) } : {}),
  });
  let factory: Factory | undefined;
  let globals: GlobalOptions = {};
  const context: CommandContext = {
    t,
    version,
    language,
    env,
    settings,
    io: () => earlyIO,
    factory: () => {
      factory ??= createFactory({ io: earlyIO, env, t, language, configDir: dir, settings, globals });
      return factory;
    },
  };
  const program = buildProgram(context, earlyIO, argv);
  const { argv: args, fields } = splitJsonFields(argv, commandWords(program));
  // A read command's help lists the fields --json accepts, from its contract response (loaded only for its help).
  const helpFor = helpTarget(program, args);
  const fieldsSource = helpFor && jsonFieldsSourceOf(helpFor);
  if (helpFor !== undefined && fieldsSource !== undefined) {
    const { addJsonFieldsHelp } = await import('./services/help-fields');
    await addJsonFieldsHelp(helpFor, fieldsSource, t);
  }
  // The command that runs: its `readsFrom` endpoint names the fields `--json <fields>` accepts, even for an empty list.
  let ran: Command | undefined;
  program.hook('preAction', (root, action) => {
    globals = root.opts<GlobalOptions>();
    ran = action;
    if (globals.jq !== undefined && globals.template !== undefined)
      throw new UsageError(t('output.jqOrTemplate'));
  });
  let code: number = EXIT.ok;
  try {
    try {
      await program.parseAsync(args, { from: 'user' });
    } finally {
      // What the command printed before it failed (auth status prints, then exits 4) is shaped too.
      if (captured.length > 0) {
        const schemas = fields && factory ? await factory.answeredSchemas() : [];
        const source = fields && ran ? jsonFieldsSourceOf(ran) : undefined;
        const declared = source ? await (await import('./services/help-fields')).jsonFieldsOf(source) : [];
        await writeCaptured(
          captured,
          { jq: globals.jq, template: globals.template, fields, schemas, declared },
          earlyIO,
          t,
        );
      }
    }
  } catch (error) {
    const tokenSource = globals.token ? 'flag' : env.AILAB_TOKEN ? 'env' : 'stored';
    code = handleError(error, { io: earlyIO, t, server: safeServer(context), tokenSource });
  } finally {
    await factory?.dispose();
  }
  process.exitCode = code;
  return code;
}

async function writeCaptured(
  values: readonly unknown[],
  shape: OutputShape,
  io: IOStreams,
  t: Translate,
): Promise<void> {
  const { writeShaped } = await import('./services/output-shape');
  await writeShaped(values, shape, io, t);
}

/** Whether a word names a subcommand (or alias) of the command the words before it select (`ailab --json user`). */
function commandWords(program: Command): (before: readonly string[], word: string) => boolean {
  return (before, word) => {
    let command = program;
    for (const arg of before) command = childCommand(command, arg) ?? command;
    return childCommand(command, word) !== undefined;
  };
}

function safeServer(context: CommandContext): string | undefined {
  try {
    return context.factory().server;
  } catch {
    return undefined;
  }
}
