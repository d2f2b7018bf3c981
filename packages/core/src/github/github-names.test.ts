import { describe, expect, it } from 'vitest';
import { isGithubFullName, isGithubOwner, isGithubRepository } from './github-names';

describe('GitHub name rules', () => {
  it('accepts account names GitHub accepts', () => {
    for (const name of ['openai', 'a', 'Agent-Lab', 'x1-y2-z3', 'a'.repeat(39)])
      expect(isGithubOwner(name), name).toBe(true);
  });

  it('refuses account names GitHub refuses', () => {
    for (const name of [
      '',
      '-lead',
      'trail-',
      'dou--ble',
      'a'.repeat(40),
      'dot.ted',
      'under_score',
      '..',
      'a/b',
    ])
      expect(isGithubOwner(name), name).toBe(false);
  });

  it('accepts repository names GitHub accepts and refuses `.`, `..` and other characters', () => {
    for (const name of ['repo', '.github', 'my.repo_v2-final', '_', 'a'.repeat(100)])
      expect(isGithubRepository(name), name).toBe(true);
    for (const name of ['', '.', '..', 'a b', 'a/b', '%2e%2e', 'a'.repeat(101), 'ünïcode'])
      expect(isGithubRepository(name), name).toBe(false);
  });

  it('checks owner/repository as a whole', () => {
    expect(isGithubFullName('openai/gpt-2')).toBe(true);
    expect(isGithubFullName('evil/..')).toBe(false);
    expect(isGithubFullName('evil/.')).toBe(false);
    expect(isGithubFullName('../etc')).toBe(false);
    expect(isGithubFullName('a/b/c')).toBe(false);
    expect(isGithubFullName('no-slash')).toBe(false);
  });
});
