/**
 * The few places where SQLite and PostgreSQL disagree, kept in one file so the migrations
 * themselves read as plain dialect-neutral schema-builder calls.
 */
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Migrations receive a Kysely whose tables are not typed: the schema they build is not yet the app's
 * schema, and they touch tables only through the schema builder and raw SQL.
 */
export type MigrationDb = Kysely<Record<string, never>>;

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Adds an auto-generated integer primary key `id`. SQLite: `integer primary key` is the rowid alias,
 * generated without AUTOINCREMENT's extra bookkeeping. PostgreSQL: `serial` (int4), so pg returns
 * JS numbers rather than the strings it uses for int8.
 */
export function withIdColumn<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey());
}

/**
 * `double precision` is a real PostgreSQL type (float8) and, in SQLite, a name with REAL affinity:
 * both return JS numbers, and coordinates keep their decimals (PostgreSQL `real` is only float4).
 */
export const DOUBLE = 'double precision' as const;
