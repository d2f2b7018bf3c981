// Starting, probing and measuring the processes a benchmark compares (Linux: RSS comes from /proc).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..', '..');

/** A free loopback port. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Spawns a command in its own process group, output discarded unless `BENCH_VERBOSE=1`. */
export function startProcess(command, args, env = {}) {
  const stdio = process.env.BENCH_VERBOSE === '1' ? 'inherit' : 'ignore';
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio, detached: true });
  return {
    child,
    stop() {
      return new Promise((resolveStop) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          resolveStop();
        }
      });
    },
  };
}

/** Polls `url` until it answers 200; resolves with the milliseconds since `startedAt` (hrtime ns). */
export async function waitFor200(url, startedAt, { method = 'POST', timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? '{}' : undefined,
      });
      await response.arrayBuffer();
      if (response.status === 200) return Number(process.hrtime.bigint() - startedAt) / 1e6;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 10));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

function childrenOf(pid) {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/** The process tree under `pid`, parent first. */
export function processTree(pid) {
  return [pid, ...childrenOf(pid).flatMap(processTree)];
}

/** Resident set size of one process in MiB. */
export function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The command line of one process. */
export function commandLine(pid) {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
}

/** POSTs JSON and returns the parsed answer (throws on a non-2xx). */
export async function postJson(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
