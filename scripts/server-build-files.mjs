// The sources of the compiled server (docs/production-start.md): what
// scripts/build-server.ts compiles into dist-server/ and what scripts/start-prod.mjs hashes to tell
// whether that build is current. Plain JavaScript, so the production start needs no TypeScript tooling.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders the server's code and files come from (the browser bundles are built by rollup into dist/). */
export const SERVER_SOURCE_ROOTS = ['server', 'site', 'domain', 'state-machines', 'widgets', 'scripts'];
export const SERVER_BUILD_DIR = 'dist-server';
export const SERVER_BUILD_INFO = `${SERVER_BUILD_DIR}/build-info.json`;

const isTest = (name) => /\.test\.tsx?$/.test(name);

/** Every file under the roots except tests, in a stable order: `{ path, code }` (code: TypeScript to compile). */
export function serverSourceFiles(roots = SERVER_SOURCE_ROOTS) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!isTest(entry.name)) files.push({ path, code: /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') });
    }
  };
  for (const root of roots) if (existsSync(root)) walk(root);
  return files;
}

/** SHA-256 over every source's path and content, plus the lock file: equal hashes, equal build. */
export function serverSourceHash(roots = SERVER_SOURCE_ROOTS) {
  const hash = createHash('sha256');
  for (const file of serverSourceFiles(roots)) hash.update(file.path).update('\0').update(readFileSync(file.path)).update('\0');
  if (existsSync('package-lock.json')) hash.update(readFileSync('package-lock.json'));
  return hash.digest('hex');
}

/**
 * SHA-256 over every source's path, size and modification time, plus the lock file's: what a start
 * checks first, in a few milliseconds where reading and hashing every source takes a large share of a
 * restart (docs/operations.md, "Start-up"). Equal stamps mean untouched files, so an equal build; a
 * different stamp (a checkout, a copy that did not keep the times) is decided by `serverSourceHash`.
 */
export function serverSourceStamp(roots = SERVER_SOURCE_ROOTS) {
  const hash = createHash('sha256');
  const stamp = (path) => {
    const info = statSync(path);
    hash.update(`${path}\0${info.size}\0${info.mtimeMs}\0`);
  };
  for (const file of serverSourceFiles(roots)) stamp(file.path);
  if (existsSync('package-lock.json')) stamp('package-lock.json');
  return hash.digest('hex');
}
