import { describe, expect, it } from 'vitest';
import { splitJsonFields } from './json-fields-arg';

const nouns = new Set(['user', 'whoami']);
const isCommandWord = (before: readonly string[], word: string) =>
  before.every((arg) => arg.startsWith('-')) && nouns.has(word);

describe('splitJsonFields', () => {
  it('takes a field list after --json and leaves a bare --json for commander', () => {
    expect(splitJsonFields(['user', 'list', '--json', 'email,roles'], isCommandWord)).toEqual({
      argv: ['user', 'list', '--json'],
      fields: ['email', 'roles'],
    });
    expect(splitJsonFields(['user', 'list', '--json=email'], isCommandWord)).toEqual({
      argv: ['user', 'list', '--json'],
      fields: ['email'],
    });
  });

  it('keeps --json alone when the next word is a command, a flag, not a field list, or after --', () => {
    expect(splitJsonFields(['--json', 'user', 'list'], isCommandWord)).toEqual({
      argv: ['--json', 'user', 'list'],
    });
    expect(splitJsonFields(['user', 'list', '--json', '--all'], isCommandWord).fields).toBeUndefined();
    expect(splitJsonFields(['user', 'view', '--json', 'a@b.test'], isCommandWord).fields).toBeUndefined();
    expect(splitJsonFields(['event', 'view', '--json', 'ai-day'], isCommandWord).fields).toBeUndefined();
    expect(splitJsonFields(['api', '--', '--json', 'email'], isCommandWord).fields).toBeUndefined();
    expect(splitJsonFields(['user', 'list', '--json='], isCommandWord)).toEqual({
      argv: ['user', 'list', '--json'],
    });
  });
});
