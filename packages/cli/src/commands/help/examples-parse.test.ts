import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { leafCommands, programIn, type TestLanguage } from '../../../test/support/leaf-commands';
import { splitJsonFields } from '../../factory/json-fields-arg';
import { commandPath, examplesKey } from './examples-help';

/** A leaf's example lines (`# …` and `ailab …`; blank lines, which only space them out, left out). */
function examplesOf(leaf: Command, t: (key: string) => string): string[] {
  const key = examplesKey(leaf);
  const text = t(key);
  return text === key ? [] : text.split('\n').filter((line) => line !== '');
}

/**
 * The words ailab gets from an example line, as a POSIX shell splits them: from its `ailab` on (after a pipe or a
 * `NAME=value`), quotes kept together, and cut at the first unquoted redirection, pipe or `&&`.
 */
function shellWords(example: string): string[] {
  const line = example.slice(Math.max(0, example.search(/(^| )ailab /)));
  const words: string[] = [];
  let word: string | null = null;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"' && (line[i + 1] === '"' || line[i + 1] === '\\'))
        word += line[++i] as string;
      else word += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      word ??= '';
    } else if (c === ' ') {
      if (word !== null) words.push(word);
      word = null;
    } else if ((c === '>' || c === '<' || c === '|' || c === '&') && word === null) break;
    else word = (word ?? '') + c;
  }
  if (word !== null) words.push(word);
  return words;
}

describe('every --help example is a command that parses (issue 24)', () => {
  it('keeps the commands identical in every language, each after a # comment', () => {
    const commandsOf = (language: TestLanguage) => {
      const { root, t } = programIn(language);
      return leafCommands(root).map((leaf) => {
        const lines = examplesOf(leaf, t);
        lines.forEach((line, i) => {
          expect(
            line.startsWith(i % 2 === 0 ? '# ' : 'ailab ') || line.includes(' ailab '),
            `${language}: ${line}`,
          ).toBe(true);
        });
        expect(lines.length % 2, `${language}: ${commandPath(leaf).join(' ')}`).toBe(0);
        return lines.filter((_, i) => i % 2 === 1);
      });
    };
    const english = commandsOf('en-US');
    expect(commandsOf('es-MX')).toEqual(english);
    expect(commandsOf('ja-JP')).toEqual(english);
  });

  it('parses each example into its own command, with its flags, arguments and choices', async () => {
    const { root, t } = programIn('en-US');
    const examples = leafCommands(root).flatMap((leaf) => {
      const path = commandPath(leaf);
      return examplesOf(leaf, t)
        .filter((line) => !line.startsWith('#'))
        .map((line) => ({ path, line, words: shellWords(line) }));
    });
    expect(examples.length).toBeGreaterThan(200);
    let ran: string[] = [];
    for (const leaf of leafCommands(root))
      leaf.action((...args: unknown[]) => {
        ran = commandPath(args.at(-1) as Command);
      });
    const failed: string[] = [];
    for (const { path, line, words } of examples) {
      ran = [];
      try {
        expect(words[0]).toBe('ailab');
        // `--json a,b` is taken off before commander parses, as run-cli does.
        const { argv } = splitJsonFields(words.slice(1), () => false);
        await root.parseAsync(argv, { from: 'user' });
        if (ran.join(' ') !== path.join(' ')) failed.push(`${line}  →  ran "${ran.join(' ')}"`);
      } catch (error) {
        failed.push(`${line}  →  ${(error as Error).message}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it('splits words as a shell does', () => {
    expect(shellWords(`printf 'a\\n' | ailab auth password --stdin`)).toEqual([
      'ailab',
      'auth',
      'password',
      '--stdin',
    ]);
    expect(shellWords(`AILAB_TOKEN=$T ailab x "a b" 'c "d"' --n "say \\"hi\\"" > out.csv`)).toEqual([
      'ailab',
      'x',
      'a b',
      'c "d"',
      '--n',
      'say "hi"',
    ]);
    expect(shellWords(`ailab settings set ailab_host "" && echo done`)).toEqual([
      'ailab',
      'settings',
      'set',
      'ailab_host',
      '',
    ]);
  });
});
