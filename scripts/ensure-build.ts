/**
 * Builds dist/ when it is missing or older than any source that goes into the browser bundles, and
 * the compiled server (dist-server/) when it is missing or not of the current sources, so `npm start`
 * on a fresh clone (or after a pull) always serves current bundles with current code
 * (docs/production-start.md).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './build-server.js';
import { SERVER_BUILD_INFO, serverSourceHash } from './server-build-files.mjs';

const SOURCES = [
  'widgets',
  'loader',
  'state-machines',
  'domain',
  'site/elements',
  'site/cms',
  'site/admin',
  'site/editor-kit',
  'site/blocks',
  'site/i18n',
  'examples/machine-lab',
  'rollup.config.mjs',
  'scripts/browser-bundles.mjs',
  'scripts/dnd-kit-feedback-css.mjs',
  'scripts/rollup-esbuild.mjs',
  'scripts/build-progress.mjs',
  'package-lock.json',
  'tsconfig.json',
];
const STAMP = 'dist/manifest.json';

/** One `rollup -c` process for part of the builds; its exit status. */
function rollup(part: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['rollup', '-c', '--silent', part], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (status) => resolve(status));
  });
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const built =
  existsSync(STAMP) && existsSync('dist/loader.js') && existsSync('dist/machine-lab/lab.js') && existsSync('dist/editor/manifest.json')
    ? statSync(STAMP).mtimeMs
    : 0;
const sources = Math.max(...SOURCES.map(newestMtime));
if (built >= sources) {
  console.log('dist/ is up to date');
} else {
  console.log(built === 0 ? 'dist/ is missing: building' : 'sources changed since the last build: rebuilding');
  const started = performance.now();
  // What visitors download and the two tools (lab, editor) are independent programs of about the
  // same length: one rollup process each, side by side, instead of one after the other.
  const parts = await Promise.all(['--configVisitorOnly', '--configToolsOnly'].map((part) => rollup(part)));
  const failed = parts.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
  console.log(`dist/ built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const serverBuild = existsSync(SERVER_BUILD_INFO)
  ? (JSON.parse(readFileSync(SERVER_BUILD_INFO, 'utf8')) as { sourceHash?: string })
  : undefined;
if (serverBuild?.sourceHash === serverSourceHash()) {
  console.log('dist-server/ is up to date');
} else {
  console.log(serverBuild ? 'server sources changed since the last build: compiling' : 'dist-server/ is missing: compiling the server');
  await buildServer();
}
