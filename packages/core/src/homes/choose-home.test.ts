import { describe, expect, it } from 'vitest';
import { chooseHome, normaliseHost } from './choose-home';

const hosts = { venture: 'venture.example', ailab: 'ailab.example', education: 'education.example' };

describe('chooseHome', () => {
  it('matches each configured host exactly, with and without www', () => {
    expect(chooseHome('venture.example', hosts)).toBe('venture');
    expect(chooseHome('www.venture.example', hosts)).toBe('venture');
    expect(chooseHome('education.example', hosts)).toBe('education');
    expect(chooseHome('WWW.Education.Example', hosts)).toBe('education');
    expect(chooseHome('ailab.example', hosts)).toBe('ailab');
  });

  it('does not match a host that only contains a configured one', () => {
    expect(chooseHome('notventure.example', hosts)).toBe('ailab');
    expect(chooseHome('venture.example.evil', hosts)).toBe('ailab');
    expect(chooseHome('www.www.venture.example', hosts)).toBe('ailab');
  });

  it('defaults to the AI lab home, also before the config is known', () => {
    expect(chooseHome('127.0.0.1', hosts)).toBe('ailab');
    expect(chooseHome('venture.example', undefined)).toBe('ailab');
  });

  it('lets a valid ?home= override win and ignores an invalid one', () => {
    expect(chooseHome('venture.example', hosts, 'education')).toBe('education');
    expect(chooseHome('venture.example', hosts, 'nonsense')).toBe('venture');
  });

  it('normalises ports, case, trailing dots and www of configured hosts', () => {
    expect(normaliseHost('WWW.Venture.Localhost:3000')).toBe('venture.localhost');
    expect(normaliseHost('venture.localhost.')).toBe('venture.localhost');
    expect(chooseHome('venture.localhost', { ...hosts, venture: 'www.venture.localhost:3000' })).toBe(
      'venture',
    );
  });
});
