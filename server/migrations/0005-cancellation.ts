/**
 * Cancellation that gives the car back, and a per-lead secret (docs/buy-online.md, "Cancelling"):
 * - `orders.cancelled_at`: when the order's lead was cancelled (null while the order stands);
 * - `orders.vehicle_status_before`: the vehicle's status the confirmation replaced with 'reserved',
 *   so a cancellation puts back exactly that;
 * - `leads.access_token_hash`: SHA-256 (hex) of the token handed out once when the lead was created.
 * One ALTER per column: SQLite adds a single column per statement.
 */
import type { Migration } from 'kysely';

const COLUMNS: readonly [table: string, column: string][] = [
  ['orders', 'cancelled_at'],
  ['orders', 'vehicle_status_before'],
  ['leads', 'access_token_hash'],
];

export const cancellationMigration: Migration = {
  async up(db) {
    for (const [table, column] of COLUMNS) await db.schema.alterTable(table).addColumn(column, 'text').execute();
  },
  async down(db) {
    for (const [table, column] of [...COLUMNS].reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
  },
};
