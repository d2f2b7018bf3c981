import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The `web` project: component and route tests in happy-dom. The browser suite (e2e/) is its
 * own root project, `web-e2e`, in `vitest.e2e.config.ts`.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Files share the worker's loaded modules (React, the kit, happy-dom's setup) instead of
    // importing them afresh: 44 files took 135 s isolated, 18 s shared. Tests that stub globals
    // unstub them after each test.
    isolate: false,
    setupFiles: ['src/testing/setup-tests.ts'],
  },
});
