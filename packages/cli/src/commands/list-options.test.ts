import { RESOURCES } from '@ailab/core/i18n/resources';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors/cli-errors';
import { createTranslator } from '../i18n/translator';
import { addListOptions, type ListFlags, listPagesOptions } from './list-options';

const t = createTranslator('en-US', RESOURCES);

function parse(args: string[]): ListFlags {
  const command = addListOptions(new Command('list').exitOverride(), t).configureOutput({
    writeErr: () => undefined,
  });
  command.parse(args, { from: 'user' });
  return command.opts<ListFlags>();
}

describe('list options', () => {
  it('defaults to 20 items', () => {
    expect(listPagesOptions(parse([]), t)).toEqual({ limit: 20 });
  });

  it('reads --limit and --all', () => {
    expect(listPagesOptions(parse(['--limit', '250']), t)).toEqual({ limit: 250 });
    expect(listPagesOptions(parse(['-L', '5']), t)).toEqual({ limit: 5 });
    expect(listPagesOptions(parse(['--all']), t)).toEqual({ all: true });
  });

  it.each(['0', '-3', 'ten', '2.5'])('refuses --limit %s', (value) => {
    expect(() => parse(['--limit', value])).toThrow(/invalid/i);
  });

  it('refuses --limit together with --all as a usage error', () => {
    expect(() => listPagesOptions(parse(['--all', '--limit', '3']), t)).toThrow(UsageError);
  });
});
