import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListingResponse } from '../../../domain/listing-query.js';
import { bumpStockVersion } from '../../db/stock-version.js';
import { testDialects } from '../../db/test-db.js';
import { listingOriginsUnion } from '../../http/cors.js';
import { ALLOWED_ORIGIN, fixtureListings, fixtureVehicles } from '../../listing/testing/fixture.js';
import { buildListingTestApp, type ListingTestApp } from '../../testing/listing-test-app.js';

describe.each(testDialects())('listing index refresh on %s', (dialect) => {
  let t: ListingTestApp;
  let nextId = 0;

  const total = async (query = ''): Promise<number> =>
    (await t.app.inject({ url: `/public_api/listing/iraq${query}` })).json<ListingResponse>().meta.total;

  /** A new vehicle (unique id and VIN), inserted without bumping the version. */
  const insertVehicle = async (): Promise<number> => {
    const id = nextId++;
    const [vehicle] = fixtureVehicles(1, id, id);
    await t.ctx.db
      .insertInto('vehicles')
      .values({ ...vehicle, id, vin: `NEWVIN${id}` } as NonNullable<typeof vehicle>)
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await buildListingTestApp(dialect);
    nextId = t.vehicles.length + 1000;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps serving the built index until the stock version changes, then refreshes on demand', async () => {
    const before = await total();
    const id = await insertVehicle();
    await t.services.listingIndex.refresh();
    expect(await total()).toBe(before); // same version: no rebuild
    // The single-vehicle route reads the row itself, so the new vehicle is already there.
    expect((await t.app.inject({ url: `/public_api/listing/iraq/vehicle/${id}` })).statusCode).toBe(200);
    const etag = (await t.app.inject({ url: '/public_api/listing/iraq' })).headers.etag;

    await bumpStockVersion(t.ctx.db);
    const index = await t.services.listingIndex.refresh();
    expect(index.size).toBe(t.vehicles.length + 1);
    expect(await total()).toBe(before + 1);
    expect((await t.app.inject({ url: '/public_api/listing/iraq' })).headers.etag).not.toBe(etag);
  });

  it('notices a version bump by itself within about a second', async () => {
    const before = await total();
    await insertVehicle();
    await bumpStockVersion(t.ctx.db);
    await vi.waitFor(async () => expect(await total()).toBe(before + 1), { timeout: 5000, interval: 100 });
  });

  it('rebuilds when forced even without a version change', async () => {
    const before = await total();
    await insertVehicle();
    await t.services.listingIndex.refresh({ force: true });
    expect(await total()).toBe(before + 1);
    await bumpStockVersion(t.ctx.db); // leave the database consistent for the next test
  });

  it('unions every listing origin and follows the stock version', async () => {
    const all = new Set(fixtureListings().flatMap((l) => JSON.parse(l.allowed_origins) as string[]));
    expect(await listingOriginsUnion(t.ctx.db)).toEqual(all);
    expect((await listingOriginsUnion(t.ctx.db)).has(ALLOWED_ORIGIN)).toBe(true);
    const [template] = fixtureListings();
    await t.ctx.db
      .insertInto('listings')
      .values({
        ...(template as NonNullable<typeof template>),
        id: 'new-one',
        uuid: 'new-one',
        allowed_origins: JSON.stringify(['https://new.example']),
      })
      .execute();
    await bumpStockVersion(t.ctx.db);
    await vi.waitFor(async () => expect((await listingOriginsUnion(t.ctx.db)).has('https://new.example')).toBe(true), {
      timeout: 5000,
      interval: 100,
    });
    // A listing created since the last rebuild is served straight away (looked up in the database).
    const res = await t.app.inject({ url: '/public_api/listing/new-one/light?items=1', headers: { origin: 'https://new.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://new.example');
  });
});
