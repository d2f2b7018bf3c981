import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: fast component/route tests in happy-dom, and the browser suite against the real server.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: import.meta.dirname,
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
      {
        test: {
          name: 'web-e2e',
          root: import.meta.dirname,
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { concurrent: false },
        },
      },
    ],
  },
});
