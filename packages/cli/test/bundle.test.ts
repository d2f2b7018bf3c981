import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
interface Meta {
  outputs: Record<string, { inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}
const meta = JSON.parse(readFileSync(join(cliRoot, 'dist', 'meta.json'), 'utf8')) as Meta;

/** Output files (base names) whose code comes from inputs matching the pattern. */
function chunksHolding(pattern: RegExp): Set<string> {
  return new Set(
    Object.entries(meta.outputs)
      .filter(
        ([file, output]) =>
          /\.c?js$/.test(file) && Object.keys(output.inputs).some((input) => pattern.test(input)),
      )
      .map(([file]) => basename(file)),
  );
}

function loadedChunks(args: string[]): Promise<{ code: number | null; files: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'ailab-loads-'));
  const log = join(dir, 'loads.txt');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        join(cliRoot, 'test', 'support', 'record-loads.mjs'),
        join(cliRoot, 'bin', 'ailab.cjs'),
        ...args,
      ],
      {
        env: { PATH: process.env.PATH ?? '', HOME: dir, AILAB_CONFIG_DIR: dir, AILAB_LOAD_LOG: log },
        stdio: 'ignore',
      },
    );
    child.on('error', reject);
    child.on('close', (code) => {
      const text = readFileSync(log, 'utf8');
      rmSync(dir, { recursive: true, force: true });
      resolve({
        code,
        files: text
          .split('\n')
          .filter((url) => url.includes('/dist/'))
          .map((url) => basename(url)),
      });
    });
  });
}

const react = chunksHolding(/node_modules\/(ink|react|ink-select-input|yoga-layout)\//);
// The HTTP client (Node's own fetch, wrapped for core's client): our module, off the main bundle.
const http = chunksHolding(/(^|\/)src\/factory\/http-client\.ts$/);
const contract = chunksHolding(/core\/src\/contract\/user\.ts$/);
const zod = chunksHolding(/node_modules\/zod\//);
const yaml = chunksHolding(/node_modules\/yaml\//);

describe('the bundle', () => {
  it('keeps React and Ink, the HTTP client and the contract in chunks of their own', () => {
    expect(react.size).toBeGreaterThan(0);
    expect(http.size).toBeGreaterThan(0);
    expect(react.has('ailab.cjs')).toBe(false);
    expect(http.has('ailab.cjs')).toBe(false);
    expect(contract.has('ailab.cjs')).toBe(false);
    // Schemas a command checks rows against (e.g. `course enrol`) load on demand, never at start-up.
    expect(zod.has('ailab.cjs')).toBe(false);
    // Only commands that read or write YAML files load the YAML parser.
    expect(yaml.size).toBeGreaterThan(0);
    expect(yaml.has('ailab.cjs')).toBe(false);
  });

  it('builds every service and screen a command imports with import() as its own on-demand module', async () => {
    const { onDemandModules } = (await import(join(cliRoot, 'scripts', 'bundle-inputs.mjs'))) as {
      onDemandModules: (root: string) => Record<string, string>;
    };
    const modules = onDemandModules(cliRoot);
    // Found in the sources, not listed by hand: research publish was bundled into start-up code while a list was kept.
    expect(Object.keys(modules)).toEqual(
      expect.arrayContaining(['research-publish', 'show-menu', 'user-import']),
    );
    const main = meta.outputs[Object.keys(meta.outputs).find((file) => file.endsWith('ailab.cjs')) ?? ''];
    for (const [name, source] of Object.entries(modules)) {
      // An ES module in dist/lazy, or CommonJS in dist/cached (code-cached: the HTTP client, jq for --jq).
      const outputs = Object.keys(meta.outputs);
      expect(
        outputs.filter((file) => file === `dist/lazy/${name}.js` || file === `dist/cached/${name}.cjs`),
        name,
      ).toHaveLength(1);
      const relativeSource = source.slice(source.indexOf('src/'));
      expect(
        Object.keys(main?.inputs ?? {}).filter((input) => input.endsWith(relativeSource)),
        name,
      ).toEqual([]);
    }
  });

  it('loads neither React/Ink nor the HTTP client for --version, --help, config and api --list', async () => {
    for (const args of [
      ['--version'],
      ['--help'],
      ['config', 'list'],
      ['api', '--list'],
      ['auth', 'login'],
      // CI commands: no React/Ink, and nothing network-bound before a token is found.
      ['news', 'sync'],
      ['repos', 'refresh'],
    ]) {
      const { files } = await loadedChunks(args);
      expect(files.length, args.join(' ')).toBeGreaterThan(0);
      expect(
        files.filter((file) => react.has(file)),
        args.join(' '),
      ).toEqual([]);
      if (args[0] !== 'api')
        expect(
          files.filter((file) => http.has(file) || contract.has(file)),
          args.join(' '),
        ).toEqual([]);
    }
    // --version and --help run from the CommonJS part alone: no ES module of ours is loaded.
    for (const args of [['--version'], ['--help']]) {
      const { files } = await loadedChunks(args);
      expect([...new Set(files)], args.join(' ')).toEqual(['ailab.cjs']);
    }
  });
});
