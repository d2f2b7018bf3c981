// Lighthouse (mobile emulation, the npm package with Debian's chromium, nothing downloaded) on
// the public landing and login pages of the real server started as `npm start` does. A report,
// not a gate: scores move with the machine's load. The dashboard needs a signed-in session,
// which Lighthouse's own navigation resets; it is left to a scripted browser run.
// Usage: node scripts/bench/lighthouse.mjs [--save DIR]   (CHROME_PATH overrides /usr/bin/chromium;
// --save writes each page's full report, <page>.lhr.json, into DIR for reading the audits)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startRealServer } from './support/real-server.mjs';

const PAGES = { landing: '/', login: '/login' };
const GOALS = { performance: 95, accessibility: 100 };

const { values: options } = parseArgs({ options: { save: { type: 'string' } } });
const saveDir = options.save ? resolve(options.save) : undefined;
if (saveDir) mkdirSync(saveDir, { recursive: true });

const dataDir = mkdtempSync(join(tmpdir(), 'ailab-bench-lighthouse-'));
const server = await startRealServer({ dataDir });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  console.log('page      performance  accessibility  best-practices  FCP      LCP      TBT     CLS');
  for (const [name, path] of Object.entries(PAGES)) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`Lighthouse returned no report for ${path}`);
    if (saveDir) writeFileSync(join(saveDir, `${name}.lhr.json`), JSON.stringify(result.lhr, null, 2));
    const { categories, audits } = result.lhr;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const metric = (key) => audits[key]?.displayValue ?? '-';
    const met = score('performance') >= GOALS.performance && score('accessibility') >= GOALS.accessibility;
    console.log(
      `${name.padEnd(9)} ${String(score('performance')).padStart(11)}  ${String(score('accessibility')).padStart(13)}  ${String(score('best-practices')).padStart(14)}  ${metric('first-contentful-paint').padEnd(8)} ${metric('largest-contentful-paint').padEnd(8)} ${metric('total-blocking-time').padEnd(7)} ${metric('cumulative-layout-shift')}   ${met ? 'goal met' : `goal: performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}`}`,
    );
  }
} finally {
  chrome.kill();
  await server.proc.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
