import { defineConfig } from 'vitest/config';

// Each package owns its vitest config; `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.tmp/vitest-results.json' }]]
      : ['default'],
  },
});
