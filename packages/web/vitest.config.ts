import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One project, `web`, because the root config only picks up `packages/*\/vitest.config.ts`
 * files and Vitest does not nest projects. Component and route tests run in happy-dom;
 * the browser suite (e2e/*.e2e.ts) switches itself to node with a docblock and drives
 * chromium against the real server. `vitest.e2e.config.ts` runs that suite alone as `web-e2e`.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.e2e.ts'],
    environment: 'happy-dom',
    setupFiles: ['src/testing/setup-tests.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // Browser files each start a server and chromium: run files one after another.
    fileParallelism: false,
    hookTimeout: 180_000,
  },
});
