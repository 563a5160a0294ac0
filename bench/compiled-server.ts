/**
 * The compiled server (dist-server/) the production-start benches run: rebuilt first when the
 * sources changed since its build, so a bench never times yesterday's code (docs/production-start.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { buildServer } from '../scripts/build-server.js';
import { SERVER_BUILD_INFO, serverSourceHash } from '../scripts/server-build-files.mjs';

export async function ensureCompiledServer(): Promise<void> {
  const built =
    existsSync(SERVER_BUILD_INFO) && (JSON.parse(readFileSync(SERVER_BUILD_INFO, 'utf8')) as { sourceHash?: string }).sourceHash;
  if (built !== serverSourceHash()) await buildServer();
}
