import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFactory } from '../../../test/support/fake-factory';
import { readSettings } from '../../config/read-settings';
import { SilentError, UsageError } from '../../errors/cli-errors';
import { runConfigGet } from './get';
import { runConfigList } from './list';
import { runConfigSet } from './set';

const written: string[] = [];
afterEach(() => {
  for (const dir of written.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fake factory whose config folder is removed after the test. */
function factory(options: Parameters<typeof fakeFactory>[0] = {}) {
  const made = fakeFactory(options);
  written.push(made.f.configDir);
  return made;
}

describe('config', () => {
  it('validates and stores settings with conf, readable by the fast start-up reader', async () => {
    const { f } = factory();
    await runConfigSet('server', 'https://ailab.example.com/', {}, f);
    await runConfigSet('lang', 'ja-JP', {}, f);
    await runConfigSet('timeout', '30', {}, f);
    expect(readSettings(f.configDir)).toEqual({
      server: 'https://ailab.example.com',
      lang: 'ja-JP',
      timeout: 30,
    });
    expect(JSON.parse(readFileSync(join(f.configDir, 'config.json'), 'utf8')).lang).toBe('ja-JP');
    expect(statSync(join(f.configDir, 'config.json')).mode & 0o777).toBe(0o600);
    await runConfigSet('timeout', undefined, { unset: true }, f);
    expect(readSettings(f.configDir).timeout).toBeUndefined();
  });

  it('rejects unknown keys and invalid values as usage errors', async () => {
    const { f } = factory();
    await expect(runConfigSet('colour', 'x', {}, f)).rejects.toThrow('server, lang, timeout');
    await expect(runConfigSet('server', 'ftp://x', {}, f)).rejects.toBeInstanceOf(UsageError);
    await expect(runConfigSet('lang', 'fr-FR', {}, f)).rejects.toThrow('en-US, es-MX, ja-JP');
    await expect(runConfigSet('timeout', '-1', {}, f)).rejects.toBeInstanceOf(UsageError);
    await expect(runConfigSet('lang', undefined, {}, f)).rejects.toThrow('--unset');
  });

  it('gets a value, and fails quietly for an unset one', async () => {
    const set = factory({ settings: { lang: 'es-MX' } });
    await runConfigGet('lang', set.f);
    expect(set.stdout()).toBe('es-MX\n');
    const unset = factory();
    await expect(runConfigGet('server', unset.f)).rejects.toEqual(new SilentError(1));
  });

  it('lists every key, or the stored object with --json', async () => {
    const plain = factory({ settings: { lang: 'en-US' } });
    await runConfigList(plain.f);
    expect(plain.stdout()).toBe('server=\nlang=en-US\ntimeout=\n');
    const json = factory({ json: true, settings: { lang: 'en-US' } });
    await runConfigList(json.f);
    expect(JSON.parse(json.stdout())).toEqual({ lang: 'en-US' });
  });
});
