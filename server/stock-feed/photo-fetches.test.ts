/**
 * Photo fetches of an import run a few at a time (docs/stock-feed.md, "Photos"): the limiter's
 * bounds, then on SQLite and PostgreSQL a local photo server that answers each request after a
 * delay: never more requests in flight than the bound per host, each photo stored once, a photo
 * the server refuses still named in the report, and two importers naming the same new photos at
 * once keep one copy of each.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StockImportOptions } from '../../domain/contracts/stock.js';
import { seedDemo } from '../seed/index.js';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { createLimiter } from './fetch-limiter.js';
import { importStock } from './import-stock.js';
import { parseCsvFeed } from './parse-feed.js';
import { sampleFeedRows, toFeedCsv, type SampleRow } from '../seed/sample-feed.js';
import { countRows } from '../testing/count-rows.js';

const OPTIONS: StockImportOptions = { dry_run: false, all_or_nothing: true, withdraw: 'keep' };
const LIMITS = { atOnce: 4, perHost: 3 };

describe('the photo fetch limiter', () => {
  it('runs at most atOnce jobs, at most perHost on one host, and lets another host go ahead', async () => {
    const limit = createLimiter({ atOnce: 3, perHost: 2 });
    const running = new Map<string, number>();
    let total = 0;
    let most = 0;
    const mostPerHost = new Map<string, number>();
    const order: string[] = [];
    const job = (host: string, name: string) =>
      limit(host, async () => {
        total++;
        running.set(host, (running.get(host) ?? 0) + 1);
        most = Math.max(most, total);
        mostPerHost.set(host, Math.max(mostPerHost.get(host) ?? 0, running.get(host)!));
        order.push(name);
        await new Promise((resolve) => setTimeout(resolve, 5));
        total--;
        running.set(host, running.get(host)! - 1);
        return name;
      });
    const names = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => job('a', `a${i}`)),
      ...Array.from({ length: 3 }, (_, i) => job('b', `b${i}`)),
    ]);
    expect(names).toHaveLength(9);
    expect(most).toBe(3);
    expect(mostPerHost.get('a')).toBe(2);
    expect(mostPerHost.get('b')).toBeLessThanOrEqual(2);
    // Host a was full after two: b's first started third, ahead of a2.
    expect(order.slice(0, 3)).toEqual(['a0', 'a1', 'b0']);
    await expect(limit('a', () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(await limit('a', async () => 'still runs')).toBe('still runs');
  });
});

let photoServer: Server;
let origin: string;
let inFlight = 0;
let mostInFlight = 0;
const hits = new Map<string, number>();

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#2e8b57' } })
    .jpeg()
    .toBuffer();
  photoServer = createServer((request, response) => {
    const path = request.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    setTimeout(() => {
      inFlight--;
      if (path.startsWith('/gone')) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    }, 30);
  });
  await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise((resolve) => photoServer.close(resolve)));

describe.each(testDialects())('photo fetches of an import (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openMigratedTestDatabase(dialect);
    await seedDemo(database.db, { vehicles: 20, examplesOrigin: 'http://localhost:1' });
  });
  afterAll(async () => database?.cleanup());
  beforeEach(() => {
    hits.clear();
    mostInFlight = 0;
  });

  const run = (rows: readonly SampleRow[]) =>
    importStock(
      { db: database.db, now: Date.now, photos: { allowPrivateHosts: true, timeoutMs: 5_000, limits: LIMITS } },
      { format: 'csv', rows: parseCsvFeed(toFeedCsv(rows)), options: OPTIONS, scope: { dealers: null } },
    );
  const count = (table: 'stock_feed_photos' | 'media') => countRows(database.db, table);

  it('fetches a few at a time within the bound per host, each photo once, and names the one refused', async () => {
    const rows = sampleFeedRows(12, 0).map((row, i) => ({
      ...row,
      photos: [`${origin}/${dialect}/${i}-a.jpg`, `${origin}/${dialect}/${i}-b.jpg`, ...(i === 5 ? [`${origin}/gone-${dialect}.jpg`] : [])],
    }));
    const report = await run(rows);
    expect(report.counts).toMatchObject({ added: 12, photos_stored: 24, photo_problems: 1 });
    expect(report.photo_problems).toEqual([
      expect.objectContaining({ line: 7, code: 'photo_http_status', url: `${origin}/gone-${dialect}.jpg` }),
    ]);
    expect(mostInFlight).toBe(LIMITS.perHost);
    expect([...hits.values()].every((n) => n === 1)).toBe(true);
    expect(hits.size).toBe(25);
  });

  it('keeps one copy of each photo when two importers name the same new photos at once', async () => {
    const photos = (i: number) => [`${origin}/${dialect}/shared-${i % 5}.jpg`, `${origin}/${dialect}/shared-${(i + 1) % 5}.jpg`];
    const feedA = sampleFeedRows(5, 100).map((row, i) => ({ ...row, photos: photos(i) }));
    const feedB = sampleFeedRows(5, 200).map((row, i) => ({ ...row, photos: photos(i) }));
    const [stored, media] = [await count('stock_feed_photos'), await count('media')];
    const [a, b] = await Promise.all([run(feedA), run(feedB)]);
    expect(a.counts).toMatchObject({ added: 5, photo_problems: 0 });
    expect(b.counts).toMatchObject({ added: 5, photo_problems: 0 });
    expect(await count('stock_feed_photos')).toBe(stored + 5);
    expect(await count('media')).toBe(media + 5);
    // Each feed's vehicles point at the one stored copy.
    const vehicles = await database.db
      .selectFrom('vehicles')
      .select(['vin', 'photos'])
      .where('vin', 'in', [String(feedA[0]!.vin), String(feedB[0]!.vin)])
      .execute();
    expect(new Set(vehicles.map((v) => v.photos)).size).toBe(1);
  });
});
