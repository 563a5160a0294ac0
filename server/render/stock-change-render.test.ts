/**
 * A page rendered after another process changed stock shows the new stock (docs/caching.md, "Render
 * cost"): two apps on one database (SQLite file and PostgreSQL), the stock page rendered on the first,
 * a price changed on the second; the first's next answer, put together from its kept deflate segments
 * (server/http/deflate-segments.ts) and first page draws, carries the new price in the cards and in
 * the embedded answer, gzip and plain alike. A price setting changed on the second shows at the first's
 * next render too: the answers a render reads are kept per data stamp (server/render/own-answers.ts),
 * and the settings write raises the content version.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpStockVersion } from '../db/stock-version.js';
import { testDialects } from '../db/test-db.js';
import { fixtureDealers, fixtureListings, fixtureVehicles } from '../listing/testing/fixture.js';
import { buildSiteAuthTestApp, type SiteAuthTestApp } from '../testing/site-auth-test-app.js';

const STOCK = '/en/stock';
/** A price no fixture vehicle has, written in the cards as 987,654. */
const NEW_PRICE = 987_654;

describe.each(testDialects())('a render after a stock change on another process (%s)', (dialect) => {
  let first: SiteAuthTestApp;
  let second: SiteAuthTestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lrdx-stock-change-'));
    // Pages are rendered every time: what is kept below the page cache is what is tested.
    first = await buildSiteAuthTestApp(dialect, { sqlitePath: join(dir, 'first.sqlite'), services: { pageCache: { megabytes: 0 } } });
    const { db } = first.database;
    await db.insertInto('dealers').values(fixtureDealers()).execute();
    const listings = await db.selectFrom('listings').select('id').execute();
    const missing = fixtureListings().filter((listing) => !listings.some((row) => row.id === listing.id));
    if (missing.length > 0) await db.insertInto('listings').values(missing).execute();
    await db.insertInto('vehicles').values(fixtureVehicles(24)).execute();
    await bumpStockVersion(db);
    second = await buildSiteAuthTestApp(dialect, { sameDatabaseAs: first.database, services: { pageCache: { megabytes: 0 } } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The stock page's HTML as a browser gets it (gzip) and as a client without compression does. */
  async function stockPage(): Promise<{ gzip: string; plain: string }> {
    const zipped = await first.app.inject({ url: STOCK, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    const plain = await first.app.inject({ url: STOCK, headers: { accept: 'text/html' } });
    expect([zipped.statusCode, plain.statusCode]).toEqual([200, 200]);
    const gzip = zipped.headers['content-encoding'] === 'gzip' ? gunzipSync(zipped.rawPayload).toString('utf8') : zipped.body;
    return { gzip, plain: plain.body };
  }

  /** Asks until `check` holds (the listing index follows the database within its check interval). */
  async function eventually(check: (html: string) => boolean): Promise<string> {
    const until = Date.now() + 8000;
    for (;;) {
      const { gzip, plain } = await stockPage();
      if (check(gzip) && check(plain)) return gzip;
      if (Date.now() > until) throw new Error('the stock page never showed the change');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('shows the new price in the cards and the embedded answer at the next render', async () => {
    const embedded = (html: string) => /data-lrdx-first-page>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const before = await eventually((html) => embedded(html).includes('"id":'));
    const id = Number(/"id":(\d+)/.exec(embedded(before))?.[1]);
    expect(before).not.toContain('987,654');
    // Rendered twice more unchanged: its segments and its draw are kept now.
    await stockPage();

    await second.database.db.updateTable('vehicles').set({ display_price: NEW_PRICE }).where('id', '=', id).execute();
    await bumpStockVersion(second.database.db);

    const after = await eventually((html) => embedded(html).includes(`"display_price":${NEW_PRICE}`));
    expect(after).toContain('987,654');
  });

  it('shows a price setting changed on the other process at the next render', async () => {
    const before = await eventually((html) => html.includes('data-lrdx-first-page'));
    expect(before).not.toContain('QZX');
    await stockPage();

    const row = { key: 'price_settings', value: JSON.stringify({ symbol: 'QZX' }) };
    await second.database.db
      .insertInto('settings')
      .values(row)
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: row.value }))
      .execute();

    // No waiting: the content version is read by every request, so the very next render has it.
    const { gzip, plain } = await stockPage();
    expect(gzip).toContain('QZX');
    expect(plain).toContain('QZX');
  });
});
