import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// docs/architecture.md, "Where the test time goes": every core runs a file (vitest's own default
// leaves one core idle, which on a 2-core machine means one file at a time). Each file keeps its
// own modules: sharing them across the files of a worker (`isolate: false`) was faster, but a
// module still being fetched when a worker closed failed whole runs on a loaded machine. Worker
// threads rather than forked processes: the same suite on the same quiet morning took
// 404 s and 580 s of CPU in threads against 435 s and 642 s forked.
export default defineConfig({
  test: {
    include: ['{domain,state-machines,widgets,loader,site,server,scripts,eslint-rules,examples,bench}/**/*.test.{ts,tsx}'],
    exclude: ['**/*.browser.test.*', 'node_modules/**', 'dist/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
