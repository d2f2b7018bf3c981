import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { menuHref, visibleMenu } from '@ailab/core/menu/visible-menu';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { chromiumAvailable, launchChromium } from './support/chromium';
import { DEMO_PASSWORD, DESKTOP, signIn } from './support/harness';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** The public pages a visitor can reach from the header, the footer and the homes. */
const PUBLIC_PATHS = [
  paths.home,
  paths.login,
  paths.register,
  paths.events,
  paths.education.all,
  paths.industries,
  paths.industryReports,
  paths.fundraising,
  paths.apply,
  paths.aiMaturityReport,
  paths.investment,
  paths.internship,
  paths.aiTools,
];

/** Demo accounts whose menus between them reach every landed screen of both areas. */
const ACCOUNTS = ['staff@example.com', 'member@example.com', 'student@example.com', 'supervisor@example.com'];

/** The help topics in the repository (help/en-US), which the shipped help screen must list. */
const helpTopicCount = readdirSync(join(REPO_ROOT, 'help', 'en-US')).filter((name) =>
  name.endsWith('.md'),
).length;

interface Shipped {
  child: ChildProcess;
  origin: string;
}

/** `npm start` as a user runs it: the start script, the compiled server, production mode. */
function startShipped(dataDir: string): Promise<Shipped> {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=4', join(REPO_ROOT, 'scripts', 'start.mjs')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_FORMAT: 'json',
        ADMIN_PASSWORD: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not start:\n${out}\n${err}`)), 170_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out
        .split('\n')
        .find((text) => text.includes('AI Lab is running') && text.includes('"url"'));
      if (line) {
        clearTimeout(timer);
        const url = new URL((JSON.parse(line) as { url: string }).url);
        resolvePromise({ child, origin: `http://127.0.0.1:${url.port}` });
      }
    });
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${out}\n${err}`)));
  });
}

/** Visits `path` and answers what went wrong there: page errors, 5xx answers, no heading. */
async function problemsAt(page: Page, origin: string, path: string): Promise<string[]> {
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 500 && response.url().startsWith(origin))
      problems.push(`${response.status()} from ${response.url().slice(origin.length)}`);
  };
  page.on('pageerror', onError);
  page.on('response', onResponse);
  try {
    await page.goto(`${origin}${path}`);
    await page
      .waitForFunction(
        () => !document.getElementById('boot-shell') && document.querySelector('#root h1'),
        undefined,
        {
          timeout: 15_000,
        },
      )
      .catch(() => problems.push('no heading'));
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 15_000,
    });
  } finally {
    page.off('pageerror', onError);
    page.off('response', onResponse);
  }
  return problems;
}

/**
 * The product as it ships: `npm start`'s compiled server (not the TypeScript sources under tsx)
 * serving the built app. Code that works under tsx and breaks in the bundle (the help folder once
 * did) fails here: every public page and every menu destination of the demo accounts renders with
 * a heading, no script error and no 5xx answer.
 */
describe.skipIf(!chromiumAvailable())('the shipped product (npm start)', { timeout: 600_000 }, () => {
  let shipped: Shipped | undefined;
  let browser: Browser;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ailab-shipped-'));
    [shipped, browser] = await Promise.all([startShipped(dataDir), launchChromium()]);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    if (shipped) {
      const exited = new Promise((done) => shipped?.child.on('exit', done));
      shipped.child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('renders every public page', async () => {
    const origin = shipped?.origin ?? '';
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const path of PUBLIC_PATHS) found[path] = await problemsAt(page, origin, path);
    await context.close();
    expect(found).toEqual(Object.fromEntries(PUBLIC_PATHS.map((path) => [path, []])));
  });

  it('renders every menu destination of the demo accounts, and help has its topics', async () => {
    const origin = shipped?.origin ?? '';
    const found: Record<string, string[]> = {};
    for (const email of ACCOUNTS) {
      const login = await fetch(`${origin}/v2/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      const { user } = (await login.json()) as { user: { roles: number[]; area_code?: string | null } };
      const destinations = visibleMenu(user.roles).flatMap((entry) =>
        [entry.path, ...(entry.submenus ?? []).map((item) => item.path)].map((path) =>
          menuHref(path, user.area_code),
        ),
      );
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await signIn(page, origin, email);
      for (const path of new Set([...destinations, paths.ailab.help(), paths.ailab.profileSettings]))
        found[`${email} ${path}`] = await problemsAt(page, origin, path);
      await page.goto(`${origin}${paths.ailab.help()}`);
      const topics = page.getByRole('navigation', { name: 'Help topics' }).getByRole('link');
      await expect.poll(() => topics.count()).toBe(helpTopicCount);
      await page.getByTestId('help-topic').waitFor();
      await context.close();
    }
    expect(Object.keys(found).length).toBeGreaterThan(ACCOUNTS.length * 3);
    expect(Object.entries(found).filter(([, problems]) => problems.length > 0)).toEqual([]);
  });
});
