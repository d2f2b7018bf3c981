import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'ailab.cjs');

/** What a finished `ailab` process left behind. */
export interface AilabResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Options of one run: extra environment and text for stdin. */
export interface AilabRun {
  env?: Record<string, string>;
  input?: string;
}

/**
 * A sandbox for real `ailab` processes: a temporary config dir and home, and
 * an environment built from scratch (no CI, AILAB_TOKEN or colour settings
 * leak in from the machine running the tests).
 */
export interface AilabSandbox {
  configDir: string;
  run(args: readonly string[], options?: AilabRun): Promise<AilabResult>;
  dispose(): void;
}

/** Creates a sandbox whose processes talk to `server`. */
export function createSandbox(server: string): AilabSandbox {
  const home = mkdtempSync(join(tmpdir(), 'ailab-cli-home-'));
  const configDir = join(home, 'config');
  const baseEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    AILAB_CONFIG_DIR: configDir,
    AILAB_SERVER: server,
    LANG: 'en_US.UTF-8',
  };
  return {
    configDir,
    run(args, options = {}) {
      return new Promise((resolve, reject) => {
        // Asynchronous on purpose: the server answers from this same process.
        const child = spawn(process.execPath, [bin, ...args], {
          env: { ...baseEnv, ...options.env },
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          stdout += chunk;
        });
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
          stderr += chunk;
        });
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stdout, stderr }));
        child.stdin.end(options.input ?? '');
      });
    },
    dispose: () => rmSync(home, { recursive: true, force: true }),
  };
}

/** True when text holds an ANSI escape sequence. */
export function hasAnsi(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting escape codes is the point
  return /\u001b\[/.test(text);
}
