#!/usr/bin/env node
/**
 * `npm test`: every test, in two lanes at the same time — the browser suite (`web-e2e`, one
 * file after another: each starts a server and chromium) beside everything else. One vitest run
 * does not overlap them: a project whose files run one at a time holds the whole run to one
 * file at a time, and the browser suite waits on chromium and servers more than it computes.
 *
 * Arguments go to both lanes. `--outputFile=<file>` gives each lane its own report, merged
 * into `<file>` when both have ended. A file filter or `--project` runs one plain vitest.
 * The exit code is the first failing lane's, or 0.
 */
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const BROWSER_PROJECT = 'web-e2e';

/** The lanes `args` asks for: one plain run for a filter or a project choice, else two. */
export function planLanes(args) {
  const chooses = args.some((arg) => !arg.startsWith('-') || arg.startsWith('--project'));
  if (chooses) return [{ name: '', args: ['run', ...args], report: undefined }];
  const output = args.find((arg) => arg.startsWith('--outputFile='));
  const report = output?.slice('--outputFile='.length);
  const rest = args.filter((arg) => arg !== output);
  const lane = (name, project) => {
    const file = report ? report.replace(/(\.json)?$/, `.${name}$1`) : undefined;
    return {
      name,
      args: ['run', `--project=${project}`, ...rest, ...(file ? [`--outputFile=${file}`] : [])],
      report: file,
    };
  };
  return [lane('unit', `!${BROWSER_PROJECT}`), lane('e2e', BROWSER_PROJECT)];
}

/** One JSON report from the lanes' reports: counts added, results joined, success only if every lane's. */
export function mergeReports(reports) {
  const merged = {};
  for (const report of reports) {
    for (const [key, value] of Object.entries(report)) {
      const had = merged[key];
      if (had === undefined) merged[key] = Array.isArray(value) ? [...value] : value;
      else if (key === 'startTime') merged[key] = Math.min(had, value);
      else if (typeof value === 'number') merged[key] = had + value;
      else if (typeof value === 'boolean') merged[key] = had && value;
      else if (Array.isArray(value)) merged[key] = [...had, ...value];
    }
  }
  return merged;
}

function runLane(lane, vitest) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, ...lane.args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = lane.name ? `[${lane.name}] ` : '';
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) =>
        out.write(`${prefix}${line}\n`),
      );
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const args = process.argv.slice(2);
  const lanes = planLanes(args);
  const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
  const started = Date.now();
  const codes = await Promise.all(lanes.map((lane) => runLane(lane, vitest)));
  const reports = lanes.map((lane) => lane.report).filter(Boolean);
  if (reports.length > 0) {
    const target = args.find((arg) => arg.startsWith('--outputFile=')).slice('--outputFile='.length);
    // A lane that died before writing its report leaves the others' results, and a failing code.
    const read = await Promise.all(
      reports.map((file) =>
        readFile(file, 'utf8').then(
          (text) => JSON.parse(text),
          () => undefined,
        ),
      ),
    );
    await writeFile(target, JSON.stringify(mergeReports(read.filter(Boolean))));
    await Promise.all(reports.map((file) => rm(file, { force: true })));
  }
  if (lanes.length > 1) {
    const seconds = Math.round((Date.now() - started) / 1000);
    const summary = lanes.map((lane, index) => `${lane.name} ${codes[index] === 0 ? 'passed' : 'failed'}`);
    console.log(`test lanes: ${summary.join(', ')} in ${seconds} s`);
  }
  process.exitCode = codes.find((code) => code !== 0) ?? 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
