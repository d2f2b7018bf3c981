import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Files share a worker's loaded modules instead of importing the server afresh each time: the
    // server keeps no module-level state (a project rule) and no server test mocks modules. Importing
    // was half of the suite's time (7 admin files: 126 s isolated, 59 s shared).
    isolate: false,
    // Test servers start from copies of a migrated and seeded database (src/testing/seeded-templates.ts);
    // server processes run the run's compiled server (test/support/server-bundle-setup.ts).
    globalSetup: ['src/testing/templates-global-setup.ts', 'test/support/server-bundle-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
