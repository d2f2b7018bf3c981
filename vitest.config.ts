import { defineConfig } from 'vitest/config';

// Each package owns its vitest config; `npm test` runs them all as projects.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
