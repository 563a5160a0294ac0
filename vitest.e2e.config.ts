import { defineConfig } from 'vitest/config';

// End-to-end tests drive Debian's Chromium with playwright-core against a real server. A file that
// changes data starts its own server on its own ports and database (e2e/support/server.ts); the
// files that only visit share one server per worker, started by the global setup
// (e2e/support/visitor-servers.ts). Two files run at once: most of a file's time is waiting on a
// page, and two keep a 2-core machine busy (docs/architecture.md, "Where the test time goes").
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: 2,
    // The build every server starts from (e2e/support/server.ts), made or checked once; the seeded
    // database the servers copy; the visitor files' servers.
    globalSetup: ['e2e/support/global-setup.ts'],
  },
});
