/** Listing answers are cached by ETag; a stock change (which moves the stock version) must change both ETag and data. */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import type { Retailer } from '../../../domain/dealer.js';
import type { ListingResponse } from '../../../domain/listing-query.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import { testDialects } from '../../db/test-db.js';
import { buildListingTestApp } from '../../testing/listing-test-app.js';

describe.each(testDialects())('ETag invalidation on %s', (dialect) => {
  const t = suiteFixture(() => buildListingTestApp(dialect));

  it('serves a new ETag and new data once a vehicle changes', async () => {
    // The cheapest vehicle first, so its new price moves it in the answer.
    const path = '/public_api/listing/iraq?items=3&sort=priceAsc';
    const before = await t().app.inject({ url: path });
    const first = before.json<ListingResponse>().data[0] as Vehicle;
    const retailersBefore = await t().app.inject({ url: '/public_api/listing/iraq/retailers' });
    const dealerBefore = retailersBefore.json<{ data: Retailer[] }>().data.find((r) => r.dealer_code === first.attributes.dealer_code);

    await t()
      .ctx.db.updateTable('vehicles')
      .set({ display_price: 9_999_999, msrp_price: 9_999_999, dealer_code: 'BSR01' })
      .where('id', '=', first.id)
      .execute();
    // The write itself moved the version (the stock tables' triggers, migration 0022).
    await t().services.listingIndex.refresh();
    const after = await t().app.inject({ url: path, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const body = after.json<ListingResponse>();
    expect(body.data.map((v) => v.id)).not.toContain(first.id);
    expect(body.meta.facets?.ranges.display_price?.max).toBe(9_999_999);

    // The retailers' counts follow the same stock, with their own content ETag.
    const retailersAfter = await t().app.inject({
      url: '/public_api/listing/iraq/retailers',
      headers: { 'if-none-match': retailersBefore.headers.etag as string },
    });
    expect(retailersAfter.statusCode).toBe(200);
    expect(retailersAfter.headers.etag).not.toBe(retailersBefore.headers.etag);
    const dealerAfter = retailersAfter.json<{ data: Retailer[] }>().data.find((r) => r.dealer_code === first.attributes.dealer_code);
    if (first.attributes.dealer_code !== 'BSR01') expect(dealerAfter?.vehicle_count).toBe((dealerBefore?.vehicle_count ?? 0) - 1);
    const vehicle = await t().app.inject({ url: `/public_api/listing/iraq/vehicle/${first.id}` });
    expect(vehicle.json<{ data: Vehicle }>().data.attributes.display_price).toBe(9_999_999);
  });

  it("changes a vehicle answer's ETag as soon as its body changes, before any version bump", async () => {
    const id = (await t().ctx.db.selectFrom('vehicles').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const url = `/public_api/listing/iraq/vehicle/${id}`;
    const before = await t().app.inject({ url });
    const etag = String(before.headers.etag);
    expect((await t().app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // The answer reads the row itself: a new price shows at once, so the old ETag must no longer match.
    await t().ctx.db.updateTable('vehicles').set({ display_price: 7_777_777 }).where('id', '=', id).execute();
    const after = await t().app.inject({ url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<{ data: Vehicle }>().data.attributes.display_price).toBe(7_777_777);
    expect((await t().app.inject({ url, headers: { 'if-none-match': String(after.headers.etag) } })).statusCode).toBe(304);
  });
});
