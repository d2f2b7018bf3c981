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
    setupFiles: ['src/testing/setup-tests.ts'],
  },
});
