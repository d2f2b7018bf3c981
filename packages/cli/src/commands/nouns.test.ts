import { LANGUAGES } from '@ailab/core/i18n/languages';
import { RESOURCES } from '@ailab/core/i18n/resources';
import { Help } from 'commander';
import { describe, expect, it } from 'vitest';
import { fakeFactory } from '../../test/support/fake-factory';
import { createTranslator } from '../i18n/translator';
import { buildProgram } from '../program';
import { NOUN_COMMANDS } from './nouns';

function contextFor(language: (typeof LANGUAGES)[number]) {
  const { f } = fakeFactory();
  return {
    context: {
      t: createTranslator(language, RESOURCES),
      version: '1.0.0',
      language,
      env: {},
      settings: {},
      factory: () => f,
      io: () => f.io,
    },
    io: f.io,
  };
}

describe('the nouns a run does not name are built as summaries', () => {
  it('gives each noun the summary and term its built command has, so the root help is the same', () => {
    const { context, io } = contextFor('en-US');
    const whole = buildProgram(context, io);
    const help = new Help();
    for (const noun of NOUN_COMMANDS) {
      const built = whole.commands.find((command) => command.name() === noun.name);
      expect(built, noun.name).toBeDefined();
      if (!built) continue;
      expect(context.t(noun.summary), noun.name).toBe(built.description());
      expect(noun.term === undefined ? noun.name : `${noun.name} ${noun.term}`, noun.name).toBe(
        help.subcommandTerm(built),
      );
    }
  });

  it('prints the same root help from summaries as from the whole tree, in every language', () => {
    for (const language of LANGUAGES) {
      const whole = contextFor(language);
      const summaries = contextFor(language);
      expect(buildProgram(summaries.context, summaries.io, ['--help']).helpInformation()).toBe(
        buildProgram(whole.context, whole.io).helpInformation(),
      );
    }
  });

  it('builds whole the nouns argv names, and every noun for completion and help', () => {
    const { context, io } = contextFor('en-US');
    const subcommandsOf = (argv: string[], name: string) =>
      buildProgram(context, io, argv).commands.find((command) => command.name() === name)?.commands.length ??
      0;
    expect(subcommandsOf(['course', 'list'], 'course')).toBeGreaterThan(5);
    expect(subcommandsOf(['course', 'list'], 'event')).toBe(0);
    // A noun's name as an option's value costs a build, never a missing command.
    expect(subcommandsOf(['--template', 'event', 'course', 'list'], 'event')).toBeGreaterThan(5);
    expect(subcommandsOf(['completion', 'bash'], 'event')).toBeGreaterThan(5);
    expect(subcommandsOf(['help', 'event', 'create'], 'event')).toBeGreaterThan(5);
  });
});
