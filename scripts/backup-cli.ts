/**
 * What `npm run backup` and `npm run restore` do apart from the process: read the flags, run the
 * backup or restore (server/backup/), and say what happened in a sentence. scripts/backup.ts and
 * scripts/restore.ts wire them to the environment's database; tests call them directly.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused, createBackup, restoreBackup, type DatabaseTarget } from '../server/backup/index.js';

export const BACKUP_USAGE = 'Usage: npm run backup [-- --out backups/lrdx.tar]';
export const RESTORE_USAGE = 'Usage: npm run restore -- <archive.tar> [--force]';

function parse<T>(read: () => T, usage: string): T {
  try {
    return read();
  } catch (error) {
    throw new BackupRefused(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
}

/** `backups/lrdx-<kind>-<UTC time>.tar` under the working folder. */
export function defaultArchivePath(target: DatabaseTarget, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join('backups', `lrdx-${target.databaseUrl ? 'postgres' : 'sqlite'}-${stamp}.tar`);
}

export async function runBackup(argv: string[], target: DatabaseTarget, now = new Date()): Promise<string> {
  const { values, positionals } = parse(
    () => parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true, allowPositionals: true }),
    BACKUP_USAGE,
  );
  if (positionals.length > 0) throw new BackupRefused(`Unexpected argument ${positionals[0]}\n${BACKUP_USAGE}`);
  const out = values.out ?? defaultArchivePath(target, now);
  const manifest = await createBackup(target, out, now);
  const megabytes = (statSync(out).size / 1_048_576).toFixed(1);
  return `Backed up the ${manifest.database} database (migration ${manifest.migration}) to ${out} (${megabytes} MB)`;
}

export async function runRestore(argv: string[], target: DatabaseTarget): Promise<string> {
  const { values, positionals } = parse(
    () => parseArgs({ args: argv, options: { force: { type: 'boolean' } }, strict: true, allowPositionals: true }),
    RESTORE_USAGE,
  );
  const archive = positionals[0];
  if (!archive || positionals.length > 1) throw new BackupRefused(`Name one archive to restore.\n${RESTORE_USAGE}`);
  const { manifest, migrated } = await restoreBackup(target, archive, { force: values.force === true });
  const then = migrated.length > 0 ? `, then ran ${migrated.length} newer migration(s) (${migrated.join(', ')})` : '';
  return `Restored the ${manifest.database} backup of ${manifest.created_at} (migration ${manifest.migration})${then}`;
}
