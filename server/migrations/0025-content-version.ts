/**
 * The content version and the CDN purge outbox (docs/caching.md).
 *
 * `content_version` is one row whose counter rises in the same transaction as every write to what
 * a rendered page is made of: pages (publishes, scheduled publishes, unpublishes, path changes),
 * navigation, settings (footer included), metaheads, redirects, media, dealers and exchange
 * rates. Database triggers do it, so no write path can forget it (the CMS services, the scheduler,
 * the seed, an admin's SQL); every server process reads the one row to tell whether the pages it
 * keeps in memory are still current. Stock has its own counter (`stock_version`, 0001-stock).
 *
 * `cdn_purges` holds the Surrogate-Key / Cache-Tag values a CDN must forget, one row per key,
 * written by the same triggers (a stock version bump adds `stock`). A key changed again while it
 * waits or is being sent raises its `generation`, so a worker only deletes the generation it sent
 * and a change made during a purge is purged again (server/adapters/cdn-purge/outbox.ts).
 *
 * Path keys are `path-` and the first 16 bytes of the path's UTF-8 in hex, computed here in SQL
 * and in server/http/surrogate-keys.ts alike: two paths sharing those bytes only purge each other.
 */
import { sql, type Migration } from 'kysely';
import { isPostgres, type MigrationDb } from './columns.js';

/** Tables whose every change bumps the content version, with the one purge key each change names. */
const PLAIN_TABLES: ReadonlyArray<readonly [table: string, key: string]> = [
  ['nav_entries', 'nav'],
  ['metaheads', 'metaheads'],
  ['redirects', 'redirects'],
  ['media', 'media'],
  ['dealers', 'dealers'],
  ['currency_rates', 'rates'],
];
const OPERATIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;
/** 16 bytes of the path, as hex: a header-safe key whatever script the path is written in. */
const PATH_HEX_CHARS = 32;

async function createTables(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO content_version (id, version) VALUES (1, 1)`.execute(db);
  await db.schema
    .createTable('cdn_purges')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('cdn_purges_due_idx').on('cdn_purges').columns(['state', 'next_attempt_at']).execute();
}

async function upPostgres(db: MigrationDb): Promise<void> {
  await sql`
    CREATE FUNCTION lrdx_purge_key(k text) RETURNS void LANGUAGE sql AS $$
      INSERT INTO cdn_purges (key, generation, state, attempts, next_attempt_at) VALUES (k, 1, 'pending', 0, 0)
      ON CONFLICT (key) DO UPDATE SET generation = cdn_purges.generation + 1, state = 'pending', attempts = 0, next_attempt_at = 0
    $$`.execute(db);
  await sql`
    CREATE FUNCTION lrdx_path_key(path text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
      SELECT 'path-' || substr(encode(convert_to(path, 'UTF8'), 'hex'), 1, ${sql.lit(PATH_HEX_CHARS)})
    $$`.execute(db);
  await sql`
    CREATE FUNCTION lrdx_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_version SET version = version + 1 WHERE id = 1;
      PERFORM lrdx_purge_key(TG_ARGV[0]);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION lrdx_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE content_version SET version = version + 1 WHERE id = 1;
      IF TG_OP <> 'INSERT' THEN
        PERFORM lrdx_purge_key('page-' || OLD.id);
        PERFORM lrdx_purge_key(lrdx_path_key(OLD.path));
      END IF;
      IF TG_OP <> 'DELETE' THEN
        PERFORM lrdx_purge_key('page-' || NEW.id);
        PERFORM lrdx_purge_key(lrdx_path_key(NEW.path));
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION lrdx_setting_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changed text;
    BEGIN
      UPDATE content_version SET version = version + 1 WHERE id = 1;
      IF TG_OP = 'DELETE' THEN changed := OLD.key; ELSE changed := NEW.key; END IF;
      PERFORM lrdx_purge_key(CASE WHEN changed LIKE 'footer.%' THEN 'footer' ELSE 'settings' END);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION lrdx_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM lrdx_purge_key('stock');
      RETURN NULL;
    END $$`.execute(db);
  for (const [table, key] of PLAIN_TABLES)
    await sql`CREATE TRIGGER ${sql.raw(`lrdx_cv_${table}`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION lrdx_content_changed(${sql.lit(key)})`.execute(db);
  await sql`CREATE TRIGGER lrdx_cv_pages AFTER INSERT OR UPDATE OR DELETE ON pages FOR EACH ROW EXECUTE FUNCTION lrdx_page_changed()`.execute(
    db,
  );
  await sql`CREATE TRIGGER lrdx_cv_settings AFTER INSERT OR UPDATE OR DELETE ON settings FOR EACH ROW EXECUTE FUNCTION lrdx_setting_changed()`.execute(
    db,
  );
  await sql`CREATE TRIGGER lrdx_cv_stock AFTER UPDATE ON stock_version FOR EACH STATEMENT EXECUTE FUNCTION lrdx_stock_changed()`.execute(
    db,
  );
}

/** SQLite: one trigger per table and operation; the upsert names the key as a SQL expression. */
export function sqlitePurge(keyExpression: string): string {
  return `INSERT INTO cdn_purges (key, generation, state, attempts, next_attempt_at) VALUES (${keyExpression}, 1, 'pending', 0, 0)
    ON CONFLICT (key) DO UPDATE SET generation = generation + 1, state = 'pending', attempts = 0, next_attempt_at = 0;`;
}
export const BUMP = 'UPDATE content_version SET version = version + 1 WHERE id = 1;';
const sqlitePathKey = (row: 'OLD' | 'NEW') => `'path-' || substr(lower(hex(${row}.path)), 1, ${PATH_HEX_CHARS})`;

async function upSqlite(db: MigrationDb): Promise<void> {
  const trigger = (name: string, operation: string, table: string, body: string) =>
    sql.raw(`CREATE TRIGGER ${name} AFTER ${operation} ON ${table} BEGIN ${body} END`).execute(db);
  for (const [table, key] of PLAIN_TABLES)
    for (const operation of OPERATIONS)
      await trigger(`lrdx_cv_${table}_${operation.toLowerCase()}`, operation, table, `${BUMP} ${sqlitePurge(`'${key}'`)}`);
  for (const operation of OPERATIONS) {
    const rows: Array<'OLD' | 'NEW'> = operation === 'INSERT' ? ['NEW'] : operation === 'DELETE' ? ['OLD'] : ['OLD', 'NEW'];
    const pageKeys = rows.map((row) => `${sqlitePurge(`'page-' || ${row}.id`)} ${sqlitePurge(sqlitePathKey(row))}`).join(' ');
    await trigger(`lrdx_cv_pages_${operation.toLowerCase()}`, operation, 'pages', `${BUMP} ${pageKeys}`);
    const row = operation === 'DELETE' ? 'OLD' : 'NEW';
    const settingKey = `CASE WHEN ${row}.key LIKE 'footer.%' THEN 'footer' ELSE 'settings' END`;
    await trigger(`lrdx_cv_settings_${operation.toLowerCase()}`, operation, 'settings', `${BUMP} ${sqlitePurge(settingKey)}`);
  }
  await trigger('lrdx_cv_stock', 'UPDATE', 'stock_version', sqlitePurge(`'stock'`));
}

export const contentVersionMigration: Migration = {
  async up(db: MigrationDb) {
    await createTables(db);
    if (isPostgres(db)) await upPostgres(db);
    else await upSqlite(db);
  },
  async down(db: MigrationDb) {
    if (isPostgres(db)) {
      for (const [table] of PLAIN_TABLES)
        await sql`DROP TRIGGER IF EXISTS ${sql.raw(`lrdx_cv_${table}`)} ON ${sql.table(table)}`.execute(db);
      await sql`DROP TRIGGER IF EXISTS lrdx_cv_pages ON pages`.execute(db);
      await sql`DROP TRIGGER IF EXISTS lrdx_cv_settings ON settings`.execute(db);
      await sql`DROP TRIGGER IF EXISTS lrdx_cv_stock ON stock_version`.execute(db);
      for (const fn of [
        'lrdx_content_changed()',
        'lrdx_page_changed()',
        'lrdx_setting_changed()',
        'lrdx_stock_changed()',
        'lrdx_purge_key(text)',
        'lrdx_path_key(text)',
      ])
        await sql.raw(`DROP FUNCTION IF EXISTS ${fn}`).execute(db);
    } else {
      const names = [
        ...PLAIN_TABLES.flatMap(([table]) => OPERATIONS.map((op) => `lrdx_cv_${table}_${op.toLowerCase()}`)),
        ...['pages', 'settings'].flatMap((table) => OPERATIONS.map((op) => `lrdx_cv_${table}_${op.toLowerCase()}`)),
        'lrdx_cv_stock',
      ];
      for (const name of names) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
    }
    await db.schema.dropTable('cdn_purges').ifExists().execute();
    await db.schema.dropTable('content_version').ifExists().execute();
  },
};
