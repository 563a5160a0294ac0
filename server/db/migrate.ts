/** Brings the database schema to the latest migration; the server calls it at start. */
import { Migrator, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { migrationProvider } from './migrations/index.js';

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((r) => r.status === 'Error');
  const reason = error instanceof Error ? error.message : String(error);
  const where = failed ? `migration "${failed.migrationName}" failed` : 'migrations could not run';
  throw new Error(`Database ${where}: ${reason}`, { cause: error });
}
