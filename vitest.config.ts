import { defineConfig } from 'vitest/config';

// Each package owns its vitest config; `npm test` runs them all as projects. The web
// browser suite and the CLI's real-process tests are projects of their own, so `--project web`
// and `--project cli` stay quick.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/cli/vitest.process.config.ts',
      'packages/web/vitest.e2e.config.ts',
    ],
    // Two files at a time for every project but the browser suite (which runs after them, one file at a
    // time: sequence.groupOrder in its config). Vitest's default on two cores is one worker: the server
    // project took 435 s that way in a fresh-clone CI run and 240 s with two workers (docs/performance.md).
    // VITEST_MAX_WORKERS overrides it.
    maxWorkers: 2,
  },
});
