import { defineConfig } from 'vitest/config';

/**
 * The `cli` project: unit tests of commands and screens (`src/`), each file in a fresh module graph
 * (some mock modules). The real-process tests are the `cli-process` project (vitest.process.config.ts).
 */
export default defineConfig({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
