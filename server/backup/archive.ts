/**
 * One backup is one tar file: `manifest.json` first, then the database member it names
 * (docs/operations.md, "Backups"). Packing and unpacking use the system's `tar`, which streams
 * files of any size and lets an operator list or unpack an archive by hand.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BackupRefused } from './manifest.js';

function tar(args: string[]): void {
  const run = spawnSync('tar', args, { encoding: 'utf8' });
  if (run.error) throw new Error(`Could not run tar (${run.error.message}): install tar to make or restore backups.`);
  if (run.status !== 0) throw new BackupRefused(`tar ${args[0]} failed: ${run.stderr.trim() || `exit code ${String(run.status)}`}`);
}

/** Writes `members` of `dir` into `archive`, through a temporary name so a half-written archive never has the final one. */
export function packArchive(archive: string, dir: string, members: string[]): void {
  const partial = `${archive}.partial`;
  mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
  try {
    tar(['-cf', partial, '-C', dir, ...members]);
    renameSync(partial, archive);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Unpacks `members` of `archive` into `dir`; a missing member is a refusal naming it. */
export function unpackArchive(archive: string, dir: string, members: string[]): void {
  if (!existsSync(archive)) throw new BackupRefused(`There is no archive at ${archive}.`);
  tar(['-xf', archive, '-C', dir, ...members]);
}
