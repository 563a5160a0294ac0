/**
 * `npm run backup` and `npm run restore` (docs/operations.md, "Backups"): one tar archive holding a
 * manifest and the whole database — SQLite by its online backup API, PostgreSQL by pg_dump. Media
 * and lead exports are rows of the database, so they are in it. A restore refuses a target that
 * already holds tables (unless forced), an archive of the other database kind, and one made at a
 * migration this code does not know; afterwards it migrates the restored database to the latest.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DialectName } from '../db/connection.js';
import { migrateToLatest, pendingMigrations } from '../migrations/migrate.js';
import { packArchive, unpackArchive } from './archive.js';
import {
  appliedMigrations,
  assertKnownMigrations,
  BackupRefused,
  buildManifest,
  MANIFEST_FILE,
  parseManifest,
  type BackupManifest,
} from './manifest.js';
import { backupPostgres, clearPostgres, isPostgresEmpty, restorePostgres } from './postgres-backup.js';
import { backupSqlite, isSqliteEmpty, restoreSqlite } from './sqlite-backup.js';

export { BackupRefused, type BackupManifest } from './manifest.js';

/** The database a backup reads or a restore writes: as the server chooses it (DATABASE_URL, else SQLITE_PATH). */
export interface DatabaseTarget {
  databaseUrl?: string | undefined;
  sqlitePath: string;
}

const kindOf = (target: DatabaseTarget): DialectName => (target.databaseUrl ? 'postgres' : 'sqlite');
const MEMBER: Record<DialectName, string> = { sqlite: 'database.sqlite', postgres: 'database.pgdump' };

async function withStaging<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lrdx-backup-'));
  try {
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function readMigrations(target: DatabaseTarget): Promise<string[]> {
  const handle = openDatabase(target);
  try {
    return await appliedMigrations(handle.db).catch(() => {
      throw new BackupRefused('The database has never been migrated (no kysely_migration table): there is nothing to back up.');
    });
  } finally {
    await handle.close();
  }
}

export async function createBackup(target: DatabaseTarget, archive: string, now = new Date()): Promise<BackupManifest> {
  const kind = kindOf(target);
  return withStaging(async (dir) => {
    const member = MEMBER[kind];
    if (target.databaseUrl) {
      await backupPostgres(target.databaseUrl, path.join(dir, member));
    } else {
      await backupSqlite(target.sqlitePath, path.join(dir, member));
    }
    // Read from the copy for SQLite, so the level is exactly the copy's; pg_dump's snapshot and this
    // read differ only if a migration ran meanwhile, which happens at start under the start-up lock.
    const migrations = await readMigrations(kind === 'sqlite' ? { sqlitePath: path.join(dir, member) } : target);
    const manifest = buildManifest(kind, member, migrations, now);
    writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    packArchive(archive, dir, [MANIFEST_FILE, member]);
    return manifest;
  });
}

/** The archive's manifest, checked, without unpacking the database. */
export function readManifest(archive: string): Promise<BackupManifest> {
  return withStaging(async (dir) => {
    unpackArchive(archive, dir, [MANIFEST_FILE]);
    return parseManifest(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
  });
}

async function isEmpty(target: DatabaseTarget): Promise<boolean> {
  if (!target.databaseUrl) return isSqliteEmpty(target.sqlitePath);
  const handle = openDatabase(target);
  try {
    return await isPostgresEmpty(handle.db);
  } finally {
    await handle.close();
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations run after the restore to bring the archive's schema to this version's latest. */
  migrated: string[];
}

export async function restoreBackup(target: DatabaseTarget, archive: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const kind = kindOf(target);
  const manifest = await readManifest(archive);
  if (manifest.database !== kind)
    throw new BackupRefused(
      `The archive holds a ${manifest.database} database and the target is ${kind} (${kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is unset'}): restore into the same kind.`,
    );
  assertKnownMigrations(manifest);
  const empty = await isEmpty(target);
  if (!empty && !options.force)
    throw new BackupRefused('The target database is not empty. Restore into an empty database, or add --force to replace what it holds.');
  await withStaging(async (dir) => {
    unpackArchive(archive, dir, [manifest.database_file]);
    const file = path.join(dir, manifest.database_file);
    if (target.databaseUrl) {
      if (!empty) {
        const handle = openDatabase(target);
        try {
          await clearPostgres(handle.db);
        } finally {
          await handle.close();
        }
      }
      await restorePostgres(file, target.databaseUrl);
    } else {
      await restoreSqlite(file, target.sqlitePath);
    }
  });
  const handle = openDatabase(target);
  try {
    const migrated = await pendingMigrations(handle.db);
    await migrateToLatest(handle.db);
    return { manifest, migrated };
  } finally {
    await handle.close();
  }
}
