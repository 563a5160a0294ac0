/**
 * Stock written outside the order flow reaches the listing: a price changed with raw SQL (as an
 * import or an operator in psql would) moves the stock version through the stock tables' triggers
 * (migration 0022), so the listing answers the new price and the vehicle answer gets a new ETag —
 * on SQLite and PostgreSQL (docs/operations.md, "Stock version").
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import type { ListingResponse } from '../../../domain/listing-query.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import { readStockVersion } from '../../db/stock-version.js';
import { testDialects } from '../../db/test-db.js';
import { buildListingTestApp } from '../../testing/listing-test-app.js';

describe.each(testDialects())('stock written by anything on %s', (dialect) => {
  const t = suiteFixture(() => buildListingTestApp(dialect));

  it('a price changed with raw SQL shows in the listing, and the vehicle answer changes its ETag', async () => {
    const path = '/public_api/listing/iraq?items=3&sort=priceAsc';
    const before = await t().app.inject({ url: path });
    const cheapest = before.json<ListingResponse>().data[0] as Vehicle;
    const vehiclePath = `/public_api/listing/iraq/vehicle/${cheapest.id}`;
    const vehicleBefore = await t().app.inject({ url: vehiclePath });
    expect(vehicleBefore.statusCode).toBe(200);
    const version = await readStockVersion(t().ctx.db);

    await sql`UPDATE vehicles SET display_price = 1, msrp_price = 1 WHERE id = ${cheapest.id}`.execute(t().ctx.db);
    // One statement on one row: the version moves by exactly one on both databases.
    expect(await readStockVersion(t().ctx.db)).toBe(version + 1);
    await t().services.listingIndex.refresh();

    const after = await t().app.inject({ url: path, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const first = after.json<ListingResponse>().data[0] as Vehicle;
    expect(first.id).toBe(cheapest.id);
    expect(first.attributes.display_price).toBe(1);
    expect(after.json<ListingResponse>().meta.facets?.ranges.display_price?.min).toBe(1);

    const vehicleAfter = await t().app.inject({ url: vehiclePath, headers: { 'if-none-match': vehicleBefore.headers.etag as string } });
    expect(vehicleAfter.statusCode).toBe(200);
    expect(vehicleAfter.headers.etag).not.toBe(vehicleBefore.headers.etag);
    expect(vehicleAfter.json<{ data: Vehicle }>().data.attributes.display_price).toBe(1);
  });

  it('every insert, update and delete of vehicles, dealers and listings moves the version', async () => {
    const [dealer] = t().dealers;
    const [listing] = t().listings;
    if (!dealer || !listing) throw new Error('the fixture has dealers and listings');
    const writes = [
      sql`UPDATE dealers SET name = ${`${dealer.name} (renamed)`} WHERE dealer_code = ${dealer.dealer_code}`,
      sql`UPDATE listings SET allowed_origins = ${'["https://moved.example"]'} WHERE id = ${listing.id}`,
      sql`INSERT INTO listings (id, uuid, name, dealer_codes, brands, states, forced_filters, allowed_origins, button_set)
        SELECT ${'triggered'}, ${'triggered'}, name, dealer_codes, brands, states, forced_filters, allowed_origins, button_set FROM listings WHERE id = ${listing.id}`,
      sql`DELETE FROM listings WHERE id = ${'triggered'}`,
      sql`DELETE FROM vehicles WHERE id = (SELECT max(id) FROM vehicles)`,
    ];
    for (const write of writes) {
      const version = await readStockVersion(t().ctx.db);
      await write.execute(t().ctx.db);
      expect(await readStockVersion(t().ctx.db)).toBeGreaterThan(version);
    }
  });

  it('a write to another table leaves the version alone', async () => {
    const version = await readStockVersion(t().ctx.db);
    await sql`INSERT INTO settings (key, value) VALUES (${'ops.test'}, ${'1'})`.execute(t().ctx.db);
    expect(await readStockVersion(t().ctx.db)).toBe(version);
  });
});
