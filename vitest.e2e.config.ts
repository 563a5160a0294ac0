import { defineConfig } from 'vitest/config';

// End-to-end tests drive Debian's Chromium with playwright-core against a real server; one file at a time.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // The build every file's server starts from (e2e/support/server.ts), made or checked once.
    globalSetup: ['e2e/support/global-setup.ts'],
  },
});
