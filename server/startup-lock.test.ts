/**
 * Two instances started at the same moment on an empty database both come up: one migrates and
 * seeds under the start-up lock while the other waits, then finds the work done — real server
 * processes (`node --import tsx server/main.ts`) on a fresh PostgreSQL database, and on one SQLite
 * file (docs/operations.md, "Starting several instances").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './testing/server-process.js';
import { openTestDatabase, testDialects } from './db/test-db.js';

describe.each(testDialects())('two instances started together on an empty %s database', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('both come up and serve the site; the demo data is seeded once', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lrdx-start-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    let databaseUrl = '';
    if (dialect === 'postgres') {
      const database = await openTestDatabase('postgres');
      cleanups.push(() => database.cleanup());
      // The servers migrate it themselves: this test's own pool stays idle.
      databaseUrl = database.location;
    }
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
