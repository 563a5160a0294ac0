/**
 * The manifest every backup archive starts with (docs/operations.md, "Backups"): which database it
 * holds, at which migration level, and when it was made. Restore reads it before touching anything,
 * to refuse an archive of the other database kind or of a newer schema than this code knows.
 */
import { DEFAULT_MIGRATION_TABLE, sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/connection.js';
import { MIGRATIONS } from '../migrations/index.js';
import type { Database } from '../db/schema.js';

export const MANIFEST_FILE = 'manifest.json';
export const ARCHIVE_FORMAT = 'lrdx-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  format_version: number;
  /** `sqlite` (a SQLite database file) or `postgres` (a pg_dump custom-format dump). */
  database: DialectName;
  /** The archive member holding the database. */
  database_file: string;
  /** The last migration the database had run, and every one it had (names, in order). */
  migration: string;
  migrations: string[];
  created_at: string;
  /** What the database carries besides the site's content, for whoever reads the manifest. */
  includes: string[];
}

/** Everything is in the database: media bytes (`media_files`) and lead exports (`lead_export_chunks`) too. */
export const INCLUDED = [
  'pages and their versions',
  'leads',
  'orders',
  'media (media, media_files)',
  'lead exports (lead_export_chunks)',
  'accounts',
  'settings',
  'stock',
];

export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return rows.map((row) => row.name).sort();
}

export function buildManifest(database: DialectName, databaseFile: string, migrations: string[], now: Date): BackupManifest {
  return {
    format: ARCHIVE_FORMAT,
    format_version: ARCHIVE_FORMAT_VERSION,
    database,
    database_file: databaseFile,
    migration: migrations.at(-1) ?? '',
    migrations,
    created_at: now.toISOString(),
    includes: INCLUDED,
  };
}

export class BackupRefused extends Error {}

/** Parses and checks a manifest's shape; throws BackupRefused with a sentence for the operator. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupRefused('The archive has no readable manifest.json: it is not an lrdx backup.');
  }
  const m = value as Partial<BackupManifest>;
  if (m.format !== ARCHIVE_FORMAT) throw new BackupRefused('The archive is not an lrdx backup (manifest.json names another format).');
  if (m.format_version !== ARCHIVE_FORMAT_VERSION)
    throw new BackupRefused(
      `The archive's format version ${String(m.format_version)} is not one this version of lrdx reads (${ARCHIVE_FORMAT_VERSION}).`,
    );
  if ((m.database !== 'sqlite' && m.database !== 'postgres') || typeof m.database_file !== 'string' || !/^[\w.-]+$/.test(m.database_file))
    throw new BackupRefused("The archive's manifest does not say which database it holds.");
  if (!Array.isArray(m.migrations) || !m.migrations.every((name) => typeof name === 'string') || typeof m.created_at !== 'string')
    throw new BackupRefused("The archive's manifest has no migration level.");
  return m as BackupManifest;
}

/** Refuses an archive made by a newer version: it ran migrations this code does not have. */
export function assertKnownMigrations(manifest: BackupManifest): void {
  const unknown = manifest.migrations.filter((name) => !(name in MIGRATIONS));
  if (unknown.length === 0) return;
  const latest = Object.keys(MIGRATIONS).sort().at(-1) ?? '';
  throw new BackupRefused(
    `The archive is at migration ${manifest.migration}, newer than this version of lrdx knows (up to ${latest}; unknown: ${unknown.join(', ')}). Restore it with the version that made it, or a newer one.`,
  );
}
