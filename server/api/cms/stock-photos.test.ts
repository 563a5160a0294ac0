/**
 * Photos a stock feed names by address (docs/stock-feed.md, "Photos") on SQLite and PostgreSQL,
 * read from a real local HTTP server that serves a JPEG and a PNG made with sharp, a text file sent
 * as image/jpeg, a 404 and a redirect: stored once in the seed's photo sizes and served from the
 * media library; not fetched again on the next import; every photo that cannot be stored named in
 * the report while its row is imported with the photos it had; a dry run and a refused host fetch
 * nothing; two importers storing one address at once keep one copy.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VehiclePhoto } from '../../../domain/vehicle.js';
import { seedDemo } from '../../seed/index.js';
import { testDialects } from '../../db/test-db.js';
import { createFeedPhotos, FEED_PHOTO_SIZES } from '../../stock-feed/feed-photos.js';
import { importStock } from '../../stock-feed/import-stock.js';
import { sampleFeedRow, toFeedCsv, toFeedJson, type SampleRow } from '../../seed/sample-feed.js';
import { ADMIN, buildCmsTestApp, type CmsTestApp } from '../../testing/cms-test-app.js';
import { countRows } from '../../testing/count-rows.js';

const URL = '/cms/api/stock/imports';

let files: Record<string, { type: string; body: Buffer; status?: number; location?: string }>;
let photoServer: Server;
let origin: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b22222' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: '#1e90ff' } })
    .png()
    .toBuffer();
  files = {
    '/side.jpg': { type: 'image/jpeg', body: jpeg },
    '/rear.png': { type: 'image/png', body: png },
    // Declared an image; its content says otherwise.
    '/fake.jpg': { type: 'image/jpeg', body: Buffer.from('<html><body>not a photo</body></html>') },
    '/gone.jpg': { type: 'text/plain', body: Buffer.from('not found'), status: 404 },
    '/moved.jpg': { type: 'text/plain', body: Buffer.alloc(0), status: 302, location: '/side.jpg' },
  };
  photoServer = createServer((request, response) => {
    const path = request.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const file = files[path];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(file.status ?? 200, { 'content-type': file.type, ...(file.location ? { location: file.location } : {}) });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(photoServer.address() as AddressInfo).port}`;
});
afterAll(async () => new Promise((resolve) => photoServer.close(resolve)));

const totalHits = () => [...hits.values()].reduce((sum, n) => sum + n, 0);

describe.each(testDialects())('stock feed photos (%s)', (dialect) => {
  let t: CmsTestApp;
  let admin: Record<string, string>;
  beforeEach(async () => {
    // The photo server is on this machine: the deployment allows private hosts here, as for the feed pull.
    t = await buildCmsTestApp(dialect, { env: { STOCK_FEED_ALLOW_PRIVATE_HOSTS: '1' } });
    await seedDemo(t.ctx.db, { vehicles: 20, examplesOrigin: 'http://localhost:1' });
    admin = { authorization: `Bearer ${await t.token(ADMIN)}` };
    hits.clear();
  });
  afterEach(async () => t.close());

  const csv = (rows: SampleRow[], query = '') =>
    t.app.inject({ method: 'POST', url: `${URL}${query}`, headers: { ...admin, 'content-type': 'text/csv' }, payload: toFeedCsv(rows) });
  const json = (rows: SampleRow[], query = '') =>
    t.app.inject({
      method: 'POST',
      url: `${URL}${query}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: toFeedJson(rows),
    });
  const vehicle = (vin: unknown) =>
    t.ctx.db.selectFrom('vehicles').select(['id', 'photos', 'cover_photo_medium']).where('vin', '=', String(vin)).executeTakeFirstOrThrow();
  const storedPhotos = async () => t.ctx.db.selectFrom('stock_feed_photos').selectAll().orderBy('url').execute();

  it('stores each photo once in the seed sizes, serves it, and does not fetch it again', async () => {
    const row = { ...sampleFeedRow(0), photos: [`${origin}/side.jpg`, `${origin}/rear.png`] };
    const first = await csv([row]);
    expect(first.statusCode).toBe(200);
    const report = first.json().data;
    expect(report.counts).toMatchObject({ added: 1, photos_stored: 2, photo_problems: 0 });
    expect(hits.get('/side.jpg')).toBe(1);
    expect(hits.get('/rear.png')).toBe(1);

    const stored = await vehicle(row.vin);
    const photos = JSON.parse(stored.photos) as VehiclePhoto[];
    expect(photos.map((p) => p.sequence)).toEqual([1, 2]);
    expect(stored.cover_photo_medium).toBe(photos[0]!.medium_path);
    const sizes: [keyof typeof FEED_PHOTO_SIZES, keyof VehiclePhoto][] = [
      ['big', 'big_path'],
      ['medium', 'medium_path'],
      ['quarter_hd', 'quarter_hd_path'],
      ['hd', 'hd_path'],
      ['full', 'full_path'],
    ];
    for (const photo of photos)
      for (const [name, key] of sizes) {
        const path = String(photo[key]);
        expect(path).toMatch(new RegExp(`^/media/library/\\d+/${FEED_PHOTO_SIZES[name]}\\.jpeg$`));
        const served = await t.app.inject({ method: 'GET', url: path });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/jpeg');
        const meta = await sharp(served.rawPayload).metadata();
        expect(`${meta.width}x${meta.height}`).toBe(FEED_PHOTO_SIZES[name]);
      }
    expect(FEED_PHOTO_SIZES).toEqual({ big: '1280x720', medium: '480x270', quarter_hd: '960x540', hd: '1600x900', full: '1920x1080' });

    // The same feed again, and another row (JSON) naming one of the same photos: nothing is fetched.
    const again = await csv([row]);
    expect(again.json().data.counts).toMatchObject({ unchanged: 1, photos_stored: 0, photo_problems: 0 });
    const other = { ...sampleFeedRow(1), photos: [`${origin}/rear.png`] };
    const second = await json([other]);
    expect(second.json().data.counts).toMatchObject({ added: 1, photos_stored: 0 });
    expect(totalHits()).toBe(2);
    expect(JSON.parse((await vehicle(other.vin)).photos)[0].hd_path).toBe(photos[1]!.hd_path);
    expect((await storedPhotos()).map((p) => p.url)).toEqual([`${origin}/rear.png`, `${origin}/side.jpg`]);

    // A row that names no photos keeps the ones a feed named before.
    const withoutPhotos = await csv([{ ...row, photos: '' }]);
    expect(withoutPhotos.json().data.counts.unchanged).toBe(1);
    // The editors' media library lists only what editors uploaded.
    const library = await t.app.inject({ method: 'GET', url: '/cms/api/media', headers: admin });
    expect(library.json().data).toEqual([]);
  });

  it('names every photo it cannot store and imports the row with the photos it had', async () => {
    const good = { ...sampleFeedRow(2), photos: [`${origin}/side.jpg`] };
    expect((await csv([good])).json().data.counts.photos_stored).toBe(1);
    const before = await vehicle(good.vin);

    const rows = [
      { ...sampleFeedRow(3), photos: ['javascript:alert(1)'] },
      { ...sampleFeedRow(4), photos: [`${origin}/fake.jpg`] },
      { ...sampleFeedRow(5), photos: [`${origin}/gone.jpg`] },
      { ...sampleFeedRow(6), photos: [`${origin}/moved.jpg`] },
      // A stored vehicle whose new photo fails keeps the one it had.
      { ...good, photos: [`${origin}/side.jpg`, `${origin}/gone.jpg`], msrp_price: Number(good.msrp_price) + 1000 },
    ];
    const answer = await json(rows);
    expect(answer.statusCode).toBe(200);
    const report = answer.json().data;
    expect(report.counts).toMatchObject({ added: 4, updated: 1, refused_rows: 0, photos_stored: 0, photo_problems: 5 });
    expect(report.photo_problems.map((p: { line: number; field: string; code: string }) => [p.line, p.field, p.code])).toEqual([
      [1, 'photos', 'photo_bad_url'],
      [2, 'photos', 'photo_not_image'],
      [3, 'photos', 'photo_http_status'],
      [4, 'photos', 'photo_redirect'],
      [5, 'photos', 'photo_http_status'],
    ]);
    for (const problem of report.photo_problems) {
      expect(problem.reason).toEqual({ ku: expect.any(String), ar: expect.any(String), en: expect.any(String) });
      expect(problem.reason.ku).not.toBe(problem.reason.en);
    }
    expect(report.photo_problems[1].url).toBe(`${origin}/fake.jpg`);
    expect(report.updated[0].fields).not.toContain('photos');
    // Imported with the generated pictures; the stored vehicle keeps its photo.
    for (const row of rows.slice(0, 4)) expect((await vehicle(row.vin)).photos).toContain('/media/vehicles/');
    const after = await vehicle(good.vin);
    expect([after.photos, after.cover_photo_medium]).toEqual([before.photos, before.cover_photo_medium]);
    // The redirect was not followed; the text file was fetched and refused, not stored.
    expect(hits.get('/side.jpg')).toBe(1);
    expect((await storedPhotos()).length).toBe(1);
    // The next import tries the failed ones again.
    hits.clear();
    await json(rows);
    expect(hits.get('/gone.jpg')).toBe(1);
    expect(hits.get('/side.jpg')).toBeUndefined();
  });

  it('refuses a photo on a private host where the deployment does not allow one', async () => {
    const row = { ...sampleFeedRow(7), photos: [`${origin}/side.jpg`] };
    const report = await importStock(
      { db: t.ctx.db, now: () => Date.now(), photos: { allowPrivateHosts: false, timeoutMs: 5_000 } },
      {
        format: 'json',
        rows: [{ line: 1, values: row }],
        options: { dry_run: false, all_or_nothing: false, withdraw: 'keep' },
        scope: { dealers: null },
      },
    );
    expect(report.counts).toMatchObject({ added: 1, photo_problems: 1 });
    expect(report.photo_problems[0]).toMatchObject({ line: 1, field: 'photos', code: 'photo_private_host' });
    expect(totalHits()).toBe(0);
  });

  it('checks photo addresses in a dry run but fetches and stores nothing', async () => {
    const stored = { ...sampleFeedRow(8) };
    expect((await csv([stored])).json().data.counts.added).toBe(1);
    const rows = [
      { ...stored, photos: [`${origin}/side.jpg`] },
      { ...sampleFeedRow(9), photos: [`${origin}/rear.png`, 'ftp://example.com/a.jpg'] },
    ];
    const answer = await csv(rows, '?dry_run=true');
    const report = answer.json().data;
    expect(report.applied).toBe(false);
    expect(report.counts).toMatchObject({ added: 1, updated: 1, photos_stored: 0, photo_problems: 1 });
    expect(report.updated[0].fields).toEqual(expect.arrayContaining(['photos', 'cover_photo_medium']));
    expect(report.photo_problems[0]).toMatchObject({ line: 3, field: 'photos', code: 'photo_bad_url', url: 'ftp://example.com/a.jpg' });
    expect(totalHits()).toBe(0);
    expect(await storedPhotos()).toEqual([]);
  });

  it('lets an admin set photo addresses on the stock screen, stored the same way', async () => {
    const row = { ...sampleFeedRow(10) };
    const id = (await csv([row])).json().data.added[0].id as number;
    const patch = (photos: string[]) =>
      t.app.inject({ method: 'PATCH', url: `/cms/api/stock/vehicles/${id}`, headers: admin, payload: { photos } });
    const set = await patch([`${origin}/rear.png`, `${origin}/side.jpg`]);
    expect(set.statusCode).toBe(200);
    const stored = await vehicle(row.vin);
    const photos = JSON.parse(stored.photos) as VehiclePhoto[];
    expect(photos).toHaveLength(2);
    expect(stored.cover_photo_medium).toMatch(/^\/media\/library\/\d+\/480x270\.jpeg$/);
    expect(hits.get('/rear.png')).toBe(1);

    // One that cannot be stored: 400 naming `photos` with the reason, the vehicle as it was.
    const refused = await patch([`${origin}/side.jpg`, `${origin}/fake.jpg`]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'photo_not_image', field: 'photos' });
    expect((await vehicle(row.vin)).photos).toBe(stored.photos);
    const bad = await patch(['javascript:alert(1)']);
    expect(bad.json().error).toMatchObject({ code: 'photo_bad_url', field: 'photos' });
    // Stored ones are not fetched again, even from a request that stores none.
    expect(hits.get('/side.jpg')).toBe(1);

    // No addresses: back to the generated pictures.
    expect((await patch([])).statusCode).toBe(200);
    expect((await vehicle(row.vin)).photos).toContain('/media/vehicles/');
  });

  it('keeps one copy when two importers store the same address at once', async () => {
    const now = () => Date.now();
    const options = { allowPrivateHosts: true, timeoutMs: 5_000 };
    const [a, b] = [createFeedPhotos(t.ctx.db, now, options), createFeedPhotos(t.ctx.db, now, options)];
    const url = `${origin}/side.jpg`;
    const [first, second] = await Promise.all([a.store([url]), b.store([url])]);
    expect(first).toEqual(second);
    expect((await storedPhotos()).length).toBe(1);
    expect(await countRows(t.ctx.db, 'media')).toBe(1);
  });
});
