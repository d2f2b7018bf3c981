import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/build-once.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
