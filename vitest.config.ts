import { defineConfig } from 'vitest/config';

// Each package owns its vitest config; `npm test` runs them all as projects. The web
// browser suite is a project of its own so `--project web` stays quick.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'packages/web/vitest.e2e.config.ts'],
  },
});
