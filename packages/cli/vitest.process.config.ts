import { defineConfig } from 'vitest/config';

/**
 * The `cli-process` project: the real `ailab` process against a real test server (`test/`).
 * Files share a worker's loaded modules (the test server's whole module graph) instead of
 * importing it afresh each time: none mocks a module or changes the environment. Importing was
 * a quarter of these files' time (32 files: 135 s between files, 104 s in them).
 */
export default defineConfig({
  test: {
    name: 'cli-process',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    globalSetup: ['test/support/build-once.ts', '../server/src/testing/templates-global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
