import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// docs/architecture.md, "Where the test time goes": every core runs a file (vitest's own default
// leaves one core idle, which on a 2-core machine means one file at a time), in worker threads, and
// the files of a worker share their loaded modules (`isolate: false`): importing the same modules
// again in every file was 200–260 s of a 450 s run. Each file still builds what it needs (an app,
// a database) in its own hooks and restores what it stubs.
export default defineConfig({
  test: {
    include: [
      '{domain,state-machines,widgets,loader,site,server,scripts,eslint-rules,examples,bench}/**/*.test.{ts,tsx}',
      'e2e/support/**/*.test.ts',
    ],
    exclude: ['**/*.browser.test.*', 'node_modules/**', 'dist/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism()),
    isolate: false,
    // A worker that shares modules closes once, after its last file: a module that something left
    // running started to load after that file's tests ended then fails the whole run with every
    // test passed ("Closing rpc while fetch was pending"). That one error, raised only when a worker
    // is closing, is printed and not counted; every other unhandled error still fails the run.
    onUnhandledError(error) {
      if (error.name !== 'EnvironmentTeardownError') return undefined;
      console.warn(`A worker closed while a module was still loading (not counted as a failure): ${error.message}`);
      return false;
    },
  },
});
