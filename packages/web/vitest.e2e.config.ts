import { defineConfig } from 'vitest/config';

/**
 * The browser suite, `web-e2e`: a project of the root config, or alone with
 * `npx vitest run -c packages/web/vitest.e2e.config.ts`.
 */
export default defineConfig({
  test: {
    name: 'web-e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // Builds the app once, in production mode (see e2e/support/build-web.ts).
    globalSetup: ['e2e/support/global-setup.ts', '../server/src/testing/templates-global-setup.ts'],
    // Every file starts a server and chromium: run files one after another, after the other projects
    // (which run two files at a time; vitest runs projects of different worker counts in separate groups).
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    // Files share the worker's loaded modules (playwright, the test server): importing them afresh
    // took about 4 s before each of the 34 files.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
