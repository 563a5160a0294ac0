/**
 * A first import whose rows name new photos (docs/stock-feed.md, "Photos"): BENCH_PHOTO_ROWS rows
 * (default 60), each naming one photo on a local HTTP server that answers every request after
 * BENCH_PHOTO_LATENCY_MS (default 100 ms), as a distant photo server would. The same import runs
 * twice on SQLite (a temporary file), on fresh addresses each time: fetching one photo at a time, as
 * imports did before, and within the default bounds (server/stock-feed/fetch-limiter.ts); printed:
 * both times and their ratio, measured in the same run. `npx tsx bench/stock-photos.ts` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { migrateToLatest } from '../server/migrations/migrate.js';
import { seedDemo } from '../server/seed/index.js';
import { openTestDatabase } from '../server/db/test-db.js';
import { DEFAULT_PHOTO_FETCH_LIMITS, type FetchLimits } from '../server/stock-feed/fetch-limiter.js';
import { importStock } from '../server/stock-feed/import-stock.js';
import { parseCsvFeed } from '../server/stock-feed/parse-feed.js';
import { sampleFeedRows, toFeedCsv } from '../server/seed/sample-feed.js';
import { printTable } from './table.js';

const ROWS = Number(process.env.BENCH_PHOTO_ROWS ?? 60);
const LATENCY_MS = Number(process.env.BENCH_PHOTO_LATENCY_MS ?? 100);

export async function reportStockPhotos(): Promise<void> {
  const jpeg = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#4682b4' } })
    .jpeg()
    .toBuffer();
  const server = createServer((_request, response) => {
    setTimeout(() => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg), LATENCY_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'lrdx-bench-photos-'));
  const handle = await openTestDatabase('sqlite', path.join(dir, 'bench.sqlite'));
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { vehicles: 100, examplesOrigin: 'http://localhost:1' });
    const timed = async (label: string, limits: FetchLimits, from: number): Promise<number> => {
      const rows = sampleFeedRows(ROWS, from).map((row, i) => ({ ...row, photos: [`${origin}/${label}/${i}.jpg`] }));
      const started = performance.now();
      const report = await importStock(
        { db: handle.db, now: Date.now, photos: { allowPrivateHosts: true, timeoutMs: 30_000, limits } },
        {
          format: 'csv',
          rows: parseCsvFeed(toFeedCsv(rows)),
          options: { dry_run: false, all_or_nothing: true, withdraw: 'keep' },
          scope: { dealers: null },
        },
      );
      const elapsed = performance.now() - started;
      if (report.counts.photos_stored !== ROWS) throw new Error(`${label}: ${JSON.stringify(report.counts)}`);
      return elapsed;
    };
    const sequential = await timed('one', { atOnce: 1, perHost: 1 }, 0);
    const bounded = await timed('bounded', DEFAULT_PHOTO_FETCH_LIMITS, ROWS);
    const { atOnce, perHost } = DEFAULT_PHOTO_FETCH_LIMITS;
    printTable(
      `Stock feed photos: a first import of ${ROWS} rows, one new photo each, served after ${LATENCY_MS} ms (SQLite), same run`,
      ['fetches', 'time', 'ms per photo', 'time ÷ one at a time'],
      [
        ['one at a time', `${(sequential / 1000).toFixed(2)} s`, (sequential / ROWS).toFixed(1), '1.00'],
        [
          `${atOnce} at once, ${perHost} per host (default)`,
          `${(bounded / 1000).toFixed(2)} s`,
          (bounded / ROWS).toFixed(1),
          (bounded / sequential).toFixed(2),
        ],
      ],
    );
  } finally {
    await handle.cleanup();
    rmSync(dir, { recursive: true, force: true });
    await new Promise((resolve) => server.close(resolve));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await reportStockPhotos();
