/**
 * The stock version moves once per transaction, not once per statement (docs/stock-feed.md, "After
 * an import"). Before, PostgreSQL's statement trigger (0022) bumped after every statement on
 * vehicles, dealers or listings — an import writing inserts, update batches, withdrawals and
 * removals moved it up to four times — and SQLite's row triggers bumped once per vehicle.
 *
 * - PostgreSQL: the bump and the change log's functions (0036) remember in a transaction-local
 *   setting (`set_config(…, true)`, dropped at commit or rollback, and at the rollback of a
 *   savepoint) that this transaction has bumped; later statements log under the same version and do
 *   not bump again. Every writer gets this, whoever it is.
 * - SQLite has no transaction identity a trigger can read: `stock_batch` (one row, state 0 outside a
 *   batch) lets a writer open a batch inside its transaction (server/db/stock-version.ts,
 *   `inStockBatch`): state 1 = open, 2 = bumped. The row triggers bump only while it is not 2. A
 *   writer that opens no batch (sqlite3 by hand) bumps per row as before. The batch is closed
 *   before the commit, so no other connection ever sees it open.
 */
import { sql, type Migration } from 'kysely';
import { isPostgres, type MigrationDb } from './columns.js';

const FLAG = `'lrdx.stock_bumped'`;
/** The version this transaction's bump makes (or has made): read under the row's lock. */
const PG_VERSION = `SELECT CASE WHEN current_setting(${FLAG}, true) = '1' THEN version ELSE version + 1 END INTO v FROM stock_version WHERE id = 1 FOR UPDATE;`;

const PG_BUMP = `CREATE OR REPLACE FUNCTION lrdx_bump_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting(${FLAG}, true) IS DISTINCT FROM '1' THEN
    UPDATE stock_version SET version = version + 1 WHERE id = 1;
    PERFORM set_config(${FLAG}, '1', true);
  END IF;
  RETURN NULL;
END;
$$`;

const PG_ROW_LOG = (version: string) => `CREATE OR REPLACE FUNCTION lrdx_log_vehicle_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v integer;
BEGIN
  ${version}
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO stock_changes (version, kind, vehicle_id) VALUES (v, 'vehicle', OLD.id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id <> OLD.id) THEN
    INSERT INTO stock_changes (version, kind, vehicle_id) VALUES (v, 'vehicle', NEW.id);
  END IF;
  RETURN NULL;
END;
$$`;

const PG_STATEMENT_LOG = (version: string) => `CREATE OR REPLACE FUNCTION lrdx_log_stock_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v integer;
BEGIN
  ${version}
  INSERT INTO stock_changes (version, kind, vehicle_id)
    VALUES (v, CASE WHEN TG_TABLE_NAME = 'vehicles' THEN 'all' ELSE TG_TABLE_NAME END, NULL);
  RETURN NULL;
END;
$$`;

/** 0022 and 0036 as they were, for `down`. */
const PG_BUMP_BEFORE = `CREATE OR REPLACE FUNCTION lrdx_bump_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$`;
const PG_VERSION_BEFORE = 'SELECT version + 1 INTO v FROM stock_version WHERE id = 1 FOR UPDATE;';

const OPERATIONS = ['insert', 'update', 'delete'] as const;

/** The log rows of one SQLite row trigger, after its bump (as 0036 wrote them). */
function sqliteLog(table: string, operation: (typeof OPERATIONS)[number]): string {
  const log = (id: string): string =>
    `INSERT INTO stock_changes (version, kind, vehicle_id) SELECT version, 'vehicle', ${id} FROM stock_version WHERE id = 1;`;
  if (table !== 'vehicles')
    return `INSERT INTO stock_changes (version, kind, vehicle_id) SELECT version, '${table}', NULL FROM stock_version WHERE id = 1;`;
  if (operation === 'insert') return log('NEW.id');
  if (operation === 'delete') return log('OLD.id');
  return `${log('OLD.id')} INSERT INTO stock_changes (version, kind, vehicle_id) SELECT version, 'vehicle', NEW.id FROM stock_version WHERE id = 1 AND NEW.id <> OLD.id;`;
}

const SQLITE_BUMP_ONCE =
  'UPDATE stock_version SET version = version + 1 WHERE id = 1 AND NOT EXISTS (SELECT 1 FROM stock_batch WHERE id = 1 AND state = 2); ' +
  'UPDATE stock_batch SET state = 2 WHERE id = 1 AND state = 1;';
const SQLITE_BUMP_BEFORE = 'UPDATE stock_version SET version = version + 1 WHERE id = 1;';

async function sqliteTriggers(db: MigrationDb, bump: string): Promise<void> {
  for (const table of ['vehicles', 'dealers', 'listings']) {
    for (const operation of OPERATIONS) {
      const name = `${table}_${operation}_stock_version`;
      await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
      await sql
        .raw(`CREATE TRIGGER ${name} AFTER ${operation.toUpperCase()} ON ${table} BEGIN ${bump} ${sqliteLog(table, operation)} END`)
        .execute(db);
    }
  }
}

export const stockVersionOnceMigration: Migration = {
  async up(db) {
    if (isPostgres(db)) {
      await sql.raw(PG_BUMP).execute(db);
      await sql.raw(PG_ROW_LOG(PG_VERSION)).execute(db);
      await sql.raw(PG_STATEMENT_LOG(PG_VERSION)).execute(db);
      return;
    }
    await db.schema
      .createTable('stock_batch')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('state', 'integer', (c) => c.notNull())
      .execute();
    await sql`INSERT INTO stock_batch (id, state) VALUES (1, 0)`.execute(db);
    await sqliteTriggers(db, SQLITE_BUMP_ONCE);
  },
  async down(db) {
    if (isPostgres(db)) {
      await sql.raw(PG_BUMP_BEFORE).execute(db);
      await sql.raw(PG_ROW_LOG(PG_VERSION_BEFORE)).execute(db);
      await sql.raw(PG_STATEMENT_LOG(PG_VERSION_BEFORE)).execute(db);
      return;
    }
    await sqliteTriggers(db, SQLITE_BUMP_BEFORE);
    await db.schema.dropTable('stock_batch').ifExists().execute();
  },
};
