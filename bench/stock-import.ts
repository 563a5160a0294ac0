/**
 * Stock feed import at importer scale (docs/stock-feed.md): 10,000 vehicles as CSV and as JSON into
 * a database seeded with the 1,500 demo vehicles, on SQLite (a temporary file, as in production)
 * and on PostgreSQL: the server TEST_DATABASE_URL names, else a throwaway cluster (a database of its own, dropped after).
 * Each run reads the file, checks every row and writes in one transaction, as
 * `POST /cms/api/stock/imports` does; printed: rows per second for the first import (10,000 added),
 * the same feed again (10,000 unchanged: nothing written) and the feed with every price changed
 * (10,000 updated), and the ratio of the re-import to the first (the cost of checking alone); then
 * the feed re-priced twice more, once written in batches (server/stock-feed/update-vehicles.ts) and
 * once one statement per vehicle as before, with the ratio of the two measured in the same run.
 * `npx tsx bench/stock-import.ts` runs this part alone; BENCH_STOCK_ROWS changes the size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StockImportOptions } from '../domain/contracts/stock.js';
import type { DialectName } from '../server/db/connection.js';
import { migrateToLatest } from '../server/migrations/migrate.js';
import { seedDemo } from '../server/seed/index.js';
import { openTestDatabase } from '../server/db/test-db.js';
import { onBenchPostgres } from './throwaway-postgres.js';
import { importStock, type StockImportDeps } from '../server/stock-feed/import-stock.js';
import { updateVehicles, updateVehiclesOneByOne } from '../server/stock-feed/update-vehicles.js';
import { parseFeedText, type FeedFormat } from '../server/stock-feed/parse-feed.js';
import { sampleFeedRows, toFeedCsv, toFeedJson, type SampleRow } from '../server/seed/sample-feed.js';
import { printTable } from './table.js';

const ROWS = Number(process.env.BENCH_STOCK_ROWS ?? 10_000);
const OPTIONS: StockImportOptions = { dry_run: false, all_or_nothing: true, withdraw: 'keep' };

interface Pass {
  label: string;
  format: FeedFormat;
  rows: SampleRow[];
  expect: 'added' | 'unchanged' | 'updated';
  writeUpdates?: StockImportDeps['writeUpdates'];
}

/** Per database: the re-priced feed's time in batches and one statement per vehicle. */
const repricing: string[][] = [];

async function runDialect(dialect: DialectName): Promise<string[][]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lrdx-bench-stock-'));
  const handle = await openTestDatabase(dialect, path.join(dir, 'bench.sqlite'));
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { vehicles: 1500, examplesOrigin: 'http://localhost:1' });
    const feed = sampleFeedRows(ROWS);
    const reprice = (by: number) => feed.map((row) => ({ ...row, msrp_price: Number(row.msrp_price) + by }));
    const repriced = reprice(500);
    const passes: Pass[] = [
      { label: 'CSV, first import (added)', format: 'csv', rows: feed, expect: 'added' },
      { label: 'CSV, same feed again (unchanged)', format: 'csv', rows: feed, expect: 'unchanged' },
      { label: 'JSON, every price changed (updated)', format: 'json', rows: repriced, expect: 'updated' },
      { label: 'JSON, same feed again (unchanged)', format: 'json', rows: repriced, expect: 'unchanged' },
      { label: 'JSON, prices again, in batches', format: 'json', rows: reprice(1000), expect: 'updated', writeUpdates: updateVehicles },
      {
        label: 'JSON, prices again, one statement per vehicle',
        format: 'json',
        rows: reprice(1500),
        expect: 'updated',
        writeUpdates: updateVehiclesOneByOne,
      },
    ];
    const timeOf: Record<string, number> = {};
    const out: string[][] = [];
    let firstMs = 0;
    for (const pass of passes) {
      const text = pass.format === 'csv' ? toFeedCsv(pass.rows) : toFeedJson(pass.rows);
      const started = performance.now();
      const report = await importStock(
        { db: handle.db, now: Date.now, ...(pass.writeUpdates ? { writeUpdates: pass.writeUpdates } : {}) },
        { format: pass.format, rows: parseFeedText(pass.format, text), options: OPTIONS, scope: { dealers: null } },
      );
      const elapsed = performance.now() - started;
      if (report.counts[pass.expect] !== ROWS || report.counts.refused_rows > 0)
        throw new Error(`${pass.label}: expected ${ROWS} ${pass.expect}, got ${JSON.stringify(report.counts)}`);
      if (firstMs === 0) firstMs = elapsed;
      timeOf[pass.label] = elapsed;
      out.push([
        dialect,
        pass.label,
        `${(text.length / 1024 / 1024).toFixed(1)} MB`,
        `${(elapsed / 1000).toFixed(2)} s`,
        Math.round((ROWS / elapsed) * 1000).toLocaleString('en'),
        (elapsed / firstMs).toFixed(2),
      ]);
    }
    const batch = timeOf['JSON, prices again, in batches']!;
    const oneByOne = timeOf['JSON, prices again, one statement per vehicle']!;
    repricing.push([dialect, `${(batch / 1000).toFixed(2)} s`, `${(oneByOne / 1000).toFixed(2)} s`, (batch / oneByOne).toFixed(2)]);
    return out;
  } finally {
    await handle.cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function reportStockImport(): Promise<void> {
  const rows = await runDialect('sqlite');
  rows.push(...((await onBenchPostgres('stock import', () => runDialect('postgres'))) ?? []));
  printTable(
    `Stock feed import: ${ROWS.toLocaleString('en')} vehicles into 1,500 seeded, read + checked + written in one transaction`,
    ['database', 'pass', 'file', 'time', 'rows/s', 'time ÷ first import'],
    rows,
  );
  printTable(
    `Re-priced feed (${ROWS.toLocaleString('en')} updates, whole import): written in batches vs one statement per vehicle, same run`,
    ['database', 'batches', 'one by one', 'batches ÷ one by one'],
    repricing,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await reportStockImport();
