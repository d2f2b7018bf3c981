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
  },
});
