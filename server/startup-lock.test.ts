/**
 * Two instances started at the same moment on an empty database both come up: one migrates and
 * seeds under the start-up lock while the other waits, then finds the work done — real server
 * processes (`npm start`'s server: server/testing/server-process.ts) on a fresh PostgreSQL database, and on one SQLite
 * file (docs/operations.md, "Starting several instances").
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './testing/server-process.js';
import { testDialects } from './db/test-db.js';
import { useTestCleanups } from './testing/test-cleanups.js';

describe.each(testDialects())('two instances started together on an empty %s database', (dialect) => {
  const cleanups = useTestCleanups();

  it('both come up and serve the site; the demo data is seeded once', { timeout: 600_000 }, async () => {
    const dir = cleanups.tempDir('lrdx-start-');
    // The servers migrate the database themselves: this test opens no pool of its own.
    const databaseUrl = await cleanups.serverDatabaseUrl(dialect);
    const env = {
      DATABASE_URL: databaseUrl,
      SQLITE_PATH: path.join(dir, 'both.sqlite'),
      DATA_DIR: path.join(dir, 'data'),
      SEED_ON_START: '1',
    };

    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const server of servers) cleanups.push(() => server.stop());
    const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failures).toEqual([]);

    for (const server of servers as [ServerProcess, ServerProcess]) {
      const page = await fetch(`${server.origin}/ku/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
      const listing = await fetch(`${server.origin}/public_api/listing/iraq/light?items=1`);
      expect(listing.status).toBe(200);
      expect(((await listing.json()) as { meta: { total: number } }).meta.total).toBeGreaterThan(0);
    }
    const outputs = servers.map((server) => server.output());
    expect(outputs.filter((output) => output.includes('Seeded demo data'))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes('Created a demo admin'))).toHaveLength(1);
    expect(outputs.join('\n')).not.toMatch(/duplicate key|UNIQUE constraint/);
  });
});
