/** Brings the database schema to the latest migration; the server calls it at start. */
import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { MIGRATIONS, migrationProvider } from './index.js';

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Nothing of ours left to run: the Migrator is not asked, because it refuses a database that a
  // newer version has already migrated further ("previously executed migration … is missing"), and
  // an old instance restarted during a rollout must still start (docs/operations.md, "Rolling out").
  if ((await pendingMigrations(db).catch(() => undefined))?.length === 0) return;
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((r) => r.status === 'Error');
  const reason = error instanceof Error ? error.message : String(error);
  const where = failed ? `migration "${failed.migrationName}" failed` : 'migrations could not run';
  throw new Error(`Database ${where}: ${reason}`, { cause: error });
}

/**
 * The migrations this code knows that the database has not recorded as run (names, in order); one
 * small read of Kysely's bookkeeping table, so the readiness probe can ask it often. Names the
 * database has and this code does not (a newer version already migrated it) are not pending.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const done = new Set(rows.map((row) => row.name));
  return Object.keys(MIGRATIONS)
    .sort()
    .filter((name) => !done.has(name));
}
