import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{domain,state-machines,widgets,loader,site,server,scripts,eslint-rules,examples,bench}/**/*.test.{ts,tsx}'],
    exclude: ['**/*.browser.test.*', 'node_modules/**', 'dist/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
