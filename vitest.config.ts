import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// docs/architecture.md, "Where the test time goes": every core runs a file (vitest's own default
// leaves one core idle, which on a 2-core machine means one file at a time), and the files of a
// worker share its loaded modules instead of importing the server anew for each file. That sharing
// asks one thing of a test: leave no global behind (restore spies, timers and stubbed globals).
export default defineConfig({
  test: {
    include: ['{domain,state-machines,widgets,loader,site,server,scripts,eslint-rules,examples,bench}/**/*.test.{ts,tsx}'],
    exclude: ['**/*.browser.test.*', 'node_modules/**', 'dist/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism()),
    isolate: false,
  },
});
