/**
 * Before any e2e file: the build `npm start` would make (scripts/ensure-build.ts), so every server the
 * files start runs the compiled server from dist-server/ with the current browser bundles in dist/
 * (e2e/support/server.ts). When both are current (`npm test` has just built them) this only checks;
 * after an edit it rebuilds what changed, once for the whole run instead of tsx compiling the server
 * in every file (docs/architecture.md, "Tests"). Then the seeded demo database the files' servers
 * start from (e2e/support/seeded-database.ts), removed after the run.
 */
import { spawn } from 'node:child_process';
import { makeSeededDatabase, SEEDED_DATABASE_ENV } from './seeded-database.js';

export default async function setup(): Promise<() => void> {
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (status !== 0) throw new Error(`scripts/ensure-build.ts exited with ${status}: the e2e tests need the current build`);
  const seeded = await makeSeededDatabase();
  // The test files' processes start after this and inherit it.
  process.env[SEEDED_DATABASE_ENV] = seeded.path;
  return () => seeded.remove();
}
