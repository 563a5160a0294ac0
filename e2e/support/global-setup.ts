/**
 * Before any e2e file: the build `npm start` would make (scripts/ensure-build.ts), so every server the
 * files start runs the compiled server from dist-server/ with the current browser bundles in dist/
 * (e2e/support/server.ts). When both are current (`npm test` has just built them) this only checks;
 * after an edit it rebuilds what changed, once for the whole run instead of tsx compiling the server
 * in every file (docs/architecture.md, "Tests"). Then the seeded demo database the files' servers
 * start from (e2e/support/seeded-database.ts), and the servers the visitor files share
 * (e2e/support/visitor-servers.ts), all removed after the run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/migrations/migrate.js';
import { seedDemo } from '../../server/seed/index.js';
import type { TestProject } from 'vitest/node';
import { SEEDED_DATABASE_ENV } from './seeded-database.js';
import { startVisitorServers, VISITOR_SERVERS_ENV } from './visitor-servers.js';

/**
 * Migrates and seeds a new SQLite file; answers its path and how to remove it. Made here, once: the
 * seed's modules stay out of the e2e files, which only copy it (seeded-database.ts).
 */
async function makeSeededDatabase(): Promise<{ path: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'lrdx-e2e-seeded-'));
  const path = join(dir, 'seeded.sqlite');
  const handle = openDatabase({ sqlitePath: path });
  try {
    await migrateToLatest(handle.db);
    // Any origin: each copy gets its own server's (copySeededDatabase).
    await seedDemo(handle.db, { examplesOrigin: 'http://localhost:1' });
  } finally {
    await handle.close();
  }
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (status !== 0) throw new Error(`scripts/ensure-build.ts exited with ${status}: the e2e tests need the current build`);
  const seeded = await makeSeededDatabase();
  // The test files' processes start after this and inherit it.
  process.env[SEEDED_DATABASE_ENV] = seeded.path;
  // One server per worker for the files that only visit (visitor-servers.ts).
  let visitors: Awaited<ReturnType<typeof startVisitorServers>>;
  try {
    visitors = await startVisitorServers(Math.max(1, project.config.maxWorkers));
  } catch (error) {
    seeded.remove();
    throw error;
  }
  process.env[VISITOR_SERVERS_ENV] = JSON.stringify(visitors.servers);
  return async () => {
    await visitors.stop();
    seeded.remove();
  };
}
