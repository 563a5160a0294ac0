/**
 * Writes a feed import's updates (docs/stock-feed.md, "Many updates at once"). Updates that change
 * the same columns (a re-priced feed: all of them) go in one statement per UPDATE_CHUNK rows: on
 * PostgreSQL `UPDATE … FROM jsonb_populate_recordset(NULL::vehicles, $1)`, the rows as one JSON
 * parameter typed by the table itself; on SQLite `UPDATE … FROM json_each(?)`. The `vehicles`
 * triggers still fire per row, so the stock change log (migration 0036) names every vehicle changed
 * and the listing index of every process catches up from it (docs/listing-api.md, "Index updates").
 * The caller runs this inside the import's transaction: a failed statement changes nothing.
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** One vehicle's changed columns (names are the feed's own column names, never a caller's text). */
export interface VehicleUpdate {
  id: number;
  set: Readonly<Record<string, unknown>>;
}

/** Rows per statement: one JSON parameter, so only the statement's size bounds it. */
export const UPDATE_CHUNK = 1000;

const COLUMN_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * The updates in rounds that each name a vehicle at most once (a later row naming the same vehicle
 * lands in a later round, so it wins as it would row by row), each round split by the columns changed.
 */
function groups(updates: readonly VehicleUpdate[]): { fields: string[]; rows: VehicleUpdate[] }[] {
  const seen = new Map<number, number>();
  const rounds: Map<string, { fields: string[]; rows: VehicleUpdate[] }>[] = [];
  for (const update of updates) {
    const round = seen.get(update.id) ?? 0;
    seen.set(update.id, round + 1);
    const fields = Object.keys(update.set).sort();
    for (const name of fields) if (!COLUMN_NAME.test(name)) throw new Error(`updateVehicles: ${name} is not a column name`);
    const key = fields.join(',');
    const byFields = (rounds[round] ??= new Map());
    const group = byFields.get(key) ?? { fields, rows: [] };
    group.rows.push(update);
    byFields.set(key, group);
  }
  return rounds.flatMap((round) => [...round.values()]);
}

/** Sets each update's columns and `updated_at`, a statement per group of UPDATE_CHUNK rows. */
export async function updateVehicles(
  trx: Transaction<Database> | Kysely<Database>,
  updates: readonly VehicleUpdate[],
  stamp: string,
): Promise<void> {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  for (const group of groups(updates)) {
    if (group.fields.length === 0) continue;
    for (let i = 0; i < group.rows.length; i += UPDATE_CHUNK) {
      const part = group.rows.slice(i, i + UPDATE_CHUNK);
      const payload = JSON.stringify(part.map((row) => ({ ...row.set, id: row.id })));
      const assignments = sql.join(group.fields.map((name) => sql`${sql.ref(name)} = x.${sql.ref(name)}`));
      if (postgres)
        await sql`UPDATE vehicles AS v SET ${assignments}, updated_at = ${stamp}
          FROM jsonb_populate_recordset(NULL::vehicles, ${payload}::jsonb) AS x WHERE v.id = x.id`.execute(trx);
      else {
        const columns = sql.join(group.fields.map((name) => sql`json_extract(value, ${`$.${name}`}) AS ${sql.ref(name)}`));
        await sql`UPDATE vehicles SET ${assignments}, updated_at = ${stamp}
          FROM (SELECT json_extract(value, '$.id') AS id, ${columns} FROM json_each(${payload})) AS x
          WHERE vehicles.id = x.id`.execute(trx);
      }
    }
  }
}

/** The same writes one statement per vehicle, as imports wrote them before: kept to measure against (bench/stock-import.ts) and to check the batch against. */
export async function updateVehiclesOneByOne(
  trx: Transaction<Database> | Kysely<Database>,
  updates: readonly VehicleUpdate[],
  stamp: string,
): Promise<void> {
  for (const update of updates)
    await trx
      .updateTable('vehicles')
      .set({ ...update.set, updated_at: stamp })
      .where('id', '=', update.id)
      .execute();
}
