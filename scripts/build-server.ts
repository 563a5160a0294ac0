/**
 * Compiles the server for the production start (docs/production-start.md): every
 * TypeScript file the server may load is transpiled file by file with esbuild into dist-server/,
 * keeping the source tree's layout, and every other file under those folders (stylesheets, fonts,
 * map data) is copied beside it, so paths the server reads relative to its own modules still hold.
 * Type checking is `npm run check`'s job; this only transpiles. Writes dist-server/build-info.json
 * with the hash of the sources, which `npm run start:prod` compares before starting.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SERVER_BUILD_DIR, SERVER_BUILD_INFO, serverSourceFiles, serverSourceHash, serverSourceStamp } from './server-build-files.mjs';

export async function buildServer(): Promise<void> {
  const started = performance.now();
  const files: { path: string; code: boolean }[] = serverSourceFiles();
  // Taken before compiling: a source saved during the build makes the next start hash the sources.
  const sourceStamp = serverSourceStamp();
  rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
  await build({
    entryPoints: files.filter((file) => file.code).map((file) => file.path),
    outdir: SERVER_BUILD_DIR,
    outbase: '.',
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  const assets = files.filter((file) => !file.code);
  for (const asset of assets) {
    const target = join(SERVER_BUILD_DIR, asset.path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(asset.path, target);
  }
  // Node reads dist-server/ as ES modules whatever the nearest package.json says.
  writeFileSync(join(SERVER_BUILD_DIR, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(
    SERVER_BUILD_INFO,
    `${JSON.stringify({ sourceHash: serverSourceHash(), sourceStamp, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `server compiled into ${SERVER_BUILD_DIR}/ (${files.filter((f) => f.code).length} modules, ${assets.length} files) in ${seconds} s`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
