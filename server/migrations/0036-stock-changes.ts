/**
 * The stock change log (docs/listing-api.md, "Index updates"): which vehicles each stock version
 * changed, so a process applies just those to its listing index instead of rebuilding it.
 *
 * - `stock_changes`: one row per vehicle inserted, updated or deleted, with the stock version its
 *   statement produces (`kind` 'vehicle'); one per statement on dealers or listings (`kind` the
 *   table's name), and one when vehicles is truncated (`kind` 'all'). Written by triggers in the
 *   same transaction as the change, whoever writes (as the version itself: 0022).
 * - `stock_change_floor`: one row; changes up to its version may have been trimmed away, so an
 *   index older than it rebuilds from the tables.
 *
 * Versions follow commit order: the stock_version row is locked by the first stock write of a
 * transaction until it commits. PostgreSQL: a row trigger reads the version the statement's bump
 * (0022's statement trigger, fired after every row trigger) will produce, under that lock (FOR
 * UPDATE); a statement trigger on dealers and listings does the same and is named to fire before
 * the bump (same-event triggers fire in name order). SQLite: 0022's per-row triggers are replaced by
 * ones that bump and then log, in one trigger body (a single writer at a time).
 */
import { sql, type Migration } from 'kysely';
import { isPostgres, type MigrationDb } from './columns.js';

const PG_ROW_FUNCTION = 'lrdx_log_vehicle_change';
const PG_STATEMENT_FUNCTION = 'lrdx_log_stock_statement';
const OPERATIONS = ['insert', 'update', 'delete'] as const;
const BUMP = 'UPDATE stock_version SET version = version + 1 WHERE id = 1;';

/**
 * A trigger function that logs under the stock_version lock: `v` is the version the statement's
 * bump will produce; `body` writes the entries.
 */
async function pgLogFunction(db: MigrationDb, name: string, body: string): Promise<void> {
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v integer;
BEGIN
  SELECT version + 1 INTO v FROM stock_version WHERE id = 1 FOR UPDATE;
${body}
  RETURN NULL;
END;
$$`,
    )
    .execute(db);
}

async function upPostgres(db: MigrationDb): Promise<void> {
  await pgLogFunction(
    db,
    PG_ROW_FUNCTION,
    `  IF TG_OP <> 'INSERT' THEN
    INSERT INTO stock_changes (version, kind, vehicle_id) VALUES (v, 'vehicle', OLD.id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id <> OLD.id) THEN
    INSERT INTO stock_changes (version, kind, vehicle_id) VALUES (v, 'vehicle', NEW.id);
  END IF;`,
  );
  await pgLogFunction(
    db,
    PG_STATEMENT_FUNCTION,
    `  INSERT INTO stock_changes (version, kind, vehicle_id)
    VALUES (v, CASE WHEN TG_TABLE_NAME = 'vehicles' THEN 'all' ELSE TG_TABLE_NAME END, NULL);`,
  );
  await sql
    .raw(
      `CREATE TRIGGER vehicles_stock_changes AFTER INSERT OR UPDATE OR DELETE ON vehicles FOR EACH ROW EXECUTE FUNCTION ${PG_ROW_FUNCTION}()`,
    )
    .execute(db);
  // "…_stock_changes" sorts before "…_stock_version": these fire before the statement's bump.
  await sql
    .raw(
      `CREATE TRIGGER vehicles_cleared_stock_changes AFTER TRUNCATE ON vehicles FOR EACH STATEMENT EXECUTE FUNCTION ${PG_STATEMENT_FUNCTION}()`,
    )
    .execute(db);
  for (const table of ['dealers', 'listings']) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_stock_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} ` +
          `FOR EACH STATEMENT EXECUTE FUNCTION ${PG_STATEMENT_FUNCTION}()`,
      )
      .execute(db);
  }
}

/** The log rows of one SQLite row trigger (after its bump). */
function sqliteLog(table: string, operation: (typeof OPERATIONS)[number]): string {
  const log = (id: string): string =>
    `INSERT INTO stock_changes (version, kind, vehicle_id) SELECT version, 'vehicle', ${id} FROM stock_version WHERE id = 1;`;
  if (table !== 'vehicles')
    return `INSERT INTO stock_changes (version, kind, vehicle_id) SELECT version, '${table}', NULL FROM stock_version WHERE id = 1;`;
  if (operation === 'insert') return log('NEW.id');
  if (operation === 'delete') return log('OLD.id');
  return `${log('OLD.id')} INSERT INTO stock_changes (version, kind, vehicle_id) SELECT version, 'vehicle', NEW.id FROM stock_version WHERE id = 1 AND NEW.id <> OLD.id;`;
}

async function sqliteTriggers(db: MigrationDb, withLog: boolean): Promise<void> {
  for (const table of ['vehicles', 'dealers', 'listings']) {
    for (const operation of OPERATIONS) {
      const name = `${table}_${operation}_stock_version`;
      await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
      const body = withLog ? `${BUMP} ${sqliteLog(table, operation)}` : BUMP;
      await sql.raw(`CREATE TRIGGER ${name} AFTER ${operation.toUpperCase()} ON ${table} BEGIN ${body} END`).execute(db);
    }
  }
}

export const stockChangesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('stock_changes')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('vehicle', 'dealers', 'listings', 'all')`))
      .addColumn('vehicle_id', 'integer')
      .execute();
    await db.schema.createIndex('stock_changes_version_idx').on('stock_changes').column('version').execute();
    await db.schema
      .createTable('stock_change_floor')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    // Nothing is logged before this migration: an index of an older version rebuilds once.
    await sql`INSERT INTO stock_change_floor (id, version) SELECT 1, version FROM stock_version WHERE id = 1`.execute(db);
    await (isPostgres(db) ? upPostgres(db) : sqliteTriggers(db, true));
  },
  async down(db) {
    if (isPostgres(db)) {
      await sql`DROP TRIGGER IF EXISTS vehicles_stock_changes ON vehicles`.execute(db);
      await sql`DROP TRIGGER IF EXISTS vehicles_cleared_stock_changes ON vehicles`.execute(db);
      for (const table of ['dealers', 'listings']) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_stock_changes ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${PG_ROW_FUNCTION}()`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${PG_STATEMENT_FUNCTION}()`).execute(db);
    } else await sqliteTriggers(db, false);
    await db.schema.dropTable('stock_change_floor').execute();
    await db.schema.dropTable('stock_changes').execute();
  },
};
