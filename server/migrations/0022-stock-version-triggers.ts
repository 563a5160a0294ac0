/**
 * The stock version moves with every write to what the listing index reads — `vehicles`, `dealers`
 * and `listings` (server/listing/engine/load.ts) — whoever writes it: the order flow, an import, a
 * price changed by hand in psql or sqlite3. Before, only code that remembered to call
 * `bumpStockVersion` published a change, and a price written by anything else showed on the vehicle
 * page (read from the row) but never in the listing, whose index and ETags follow the version
 * (docs/operations.md, "Stock version").
 *
 * PostgreSQL: one statement-level trigger per table (INSERT, UPDATE, DELETE and TRUNCATE), so a
 * statement touching 500 rows bumps once. SQLite has only row-level triggers: one per table and
 * operation; a bulk insert bumps once per row, which costs an in-page update each. Either way the
 * version only ever grows, and readers see it move when the writing transaction commits.
 */
import { sql, type Migration } from 'kysely';
import { isPostgres, type MigrationDb } from './columns.js';

/** The tables the listing index is built from. */
export const STOCK_TABLES = ['vehicles', 'dealers', 'listings'] as const;

const OPERATIONS = ['insert', 'update', 'delete'] as const;

const PG_FUNCTION = 'lrdx_bump_stock_version';

async function upPostgres(db: MigrationDb): Promise<void> {
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION ${PG_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$`,
    )
    .execute(db);
  for (const table of STOCK_TABLES) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_stock_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} ` +
          `FOR EACH STATEMENT EXECUTE FUNCTION ${PG_FUNCTION}()`,
      )
      .execute(db);
  }
}

async function upSqlite(db: MigrationDb): Promise<void> {
  for (const table of STOCK_TABLES) {
    for (const operation of OPERATIONS) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_${operation}_stock_version AFTER ${operation.toUpperCase()} ON ${table} ` +
            `BEGIN UPDATE stock_version SET version = version + 1 WHERE id = 1; END`,
        )
        .execute(db);
    }
  }
}

export const stockVersionTriggersMigration: Migration = {
  async up(db) {
    await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
  },
  async down(db) {
    if (isPostgres(db)) {
      for (const table of STOCK_TABLES) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_stock_version ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${PG_FUNCTION}()`).execute(db);
      return;
    }
    for (const table of STOCK_TABLES) {
      for (const operation of OPERATIONS) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${operation}_stock_version`).execute(db);
    }
  },
};
