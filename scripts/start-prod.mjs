// `npm run start:prod` (docs/production-start.md): starts the compiled server from
// dist-server/ with plain Node, no TypeScript tooling and no build. A missing or stale build is
// refused with the command that fixes it, never rebuilt here: a production process must not start
// compiling (or half-compile) on its own.
import { existsSync, readFileSync } from 'node:fs';
import { SERVER_BUILD_DIR, SERVER_BUILD_INFO, SERVER_SOURCE_ROOTS, serverSourceHash, serverSourceStamp } from './server-build-files.mjs';

function refuse(message) {
  console.error(`${message}\nRun \`npm run build\` (it needs the dev dependencies), then \`npm run start:prod\` again.`);
  process.exit(1);
}

if (!existsSync('dist/manifest.json') || !existsSync('dist/loader.js')) refuse('The browser bundles (dist/) are missing.');
if (!existsSync(SERVER_BUILD_INFO)) refuse(`The compiled server (${SERVER_BUILD_DIR}/) is missing.`);
// Where the sources ship beside the build (a checkout), the build must be of these sources.
if (SERVER_SOURCE_ROOTS.every((root) => existsSync(root))) {
  const info = JSON.parse(readFileSync(SERVER_BUILD_INFO, 'utf8'));
  // Unchanged files (same sizes and times) are the built sources; only otherwise are they read and hashed.
  if (info.sourceStamp !== serverSourceStamp() && info.sourceHash !== serverSourceHash())
    refuse(`The compiled server in ${SERVER_BUILD_DIR}/ (built ${info.builtAt}) is older than the sources.`);
}
await import(`../${SERVER_BUILD_DIR}/server/main.js`);
