/** The machine tests, run as `npm test` runs them, with the coverage recorder added (recorder.setup.ts). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('../../..', import.meta.url).pathname,
    include: ['state-machines/**/*.test.ts'],
    setupFiles: ['examples/machine-lab/test-coverage/recorder.setup.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
  },
});
