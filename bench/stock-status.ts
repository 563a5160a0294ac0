/**
 * The stock screen's bulk status change at scale (docs/stock-feed.md, "Stock API"): BENCH_STATUS_ROWS
 * vehicles (default 1,000) set to `sold` and back to `stock`, once in one batch (`setStockStatus`:
 * one transaction, the writes grouped by `updateVehicles`, the stock version moved once) and once
 * one vehicle at a time as the screen did before (`setStockStatusOneByOne`), on SQLite (a temporary
 * file) and on PostgreSQL: the server TEST_DATABASE_URL names, else a throwaway cluster (a database
 * of its own, dropped after). Printed: both times, the stock version's moves and their ratio, measured in the same run.
 * `npx tsx bench/stock-status.ts` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { VehicleStatus } from '../domain/vehicle.js';
import type { DialectName } from '../server/db/connection.js';
import { openTestDatabase } from '../server/db/test-db.js';
import { readStockVersion } from '../server/db/stock-version.js';
import { migrateToLatest } from '../server/migrations/migrate.js';
import { seedDemo } from '../server/seed/index.js';
import { setStockStatus, setStockStatusOneByOne, type StockStatusResult } from '../server/stock-feed/stock-vehicles.js';
import { printTable } from './table.js';
import { onBenchPostgres } from './throwaway-postgres.js';

const ROWS = Number(process.env.BENCH_STATUS_ROWS ?? 1000);
type BulkStatus = typeof setStockStatus;

async function runDialect(dialect: DialectName): Promise<string[][]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lrdx-bench-status-'));
  const handle = await openTestDatabase(dialect, path.join(dir, 'bench.sqlite'));
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { vehicles: ROWS + 300, examplesOrigin: 'http://localhost:1' });
    // ROWS vehicles nobody holds (no order, not reserved), all set to `stock` first.
    const ordered = new Set((await handle.db.selectFrom('orders').select('vehicle_id').execute()).map((row) => Number(row.vehicle_id)));
    const free = await handle.db.selectFrom('vehicles').select('id').where('status', '!=', 'reserved').orderBy('id').execute();
    const ids = free
      .map((row) => Number(row.id))
      .filter((id) => !ordered.has(id))
      .slice(0, ROWS);
    if (ids.length < ROWS) throw new Error(`only ${ids.length} vehicles free to change`);
    await handle.db.updateTable('vehicles').set({ status: 'stock' }).where('id', 'in', ids).execute();
    const timed = async (write: BulkStatus, status: VehicleStatus): Promise<{ ms: number; moves: number }> => {
      const before = await readStockVersion(handle.db);
      const started = performance.now();
      const result: StockStatusResult = await write(handle.db, { dealers: null }, ids, status, Date.now());
      const ms = performance.now() - started;
      if (result.changed.length !== ids.length) throw new Error(`${status}: ${result.changed.length} of ${ids.length} changed`);
      return { ms, moves: (await readStockVersion(handle.db)) - before };
    };
    // Each way sets sold and back to stock, so both start from the same rows.
    const batch = [await timed(setStockStatus, 'sold'), await timed(setStockStatus, 'stock')];
    const oneByOne = [await timed(setStockStatusOneByOne, 'sold'), await timed(setStockStatusOneByOne, 'stock')];
    const total = (runs: { ms: number }[]) => runs.reduce((sum, run) => sum + run.ms, 0) / runs.length;
    const [b, o] = [total(batch), total(oneByOne)];
    return [
      [
        dialect === 'postgres' ? 'PostgreSQL' : 'SQLite',
        String(ids.length),
        `${(b / 1000).toFixed(2)} s (version +${batch[0]!.moves})`,
        `${(o / 1000).toFixed(2)} s (version +${oneByOne[0]!.moves})`,
        (b / o).toFixed(2),
      ],
    ];
  } finally {
    await handle.cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function reportStockStatus(): Promise<void> {
  const rows = await runDialect('sqlite');
  rows.push(...((await onBenchPostgres('bulk status', () => runDialect('postgres'))) ?? []));
  printTable(
    'Stock screen: bulk status change (mean of sold and back), one batch vs one vehicle at a time, same run',
    ['database', 'vehicles', 'one batch', 'one by one', 'batch ÷ one by one'],
    rows,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await reportStockStatus();
