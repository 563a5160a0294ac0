import { describe, expect, it, vi } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import type { ListingResponse } from '../../../domain/listing-query.js';
import { bumpStockVersion, readStockVersion } from '../../db/stock-version.js';
import { testDialects } from '../../db/test-db.js';
import { listingOriginsUnion } from '../../http/cors.js';
import { ALLOWED_ORIGIN, fixtureListings, fixtureVehicles } from '../../listing/testing/fixture.js';
import { buildListingTestApp } from '../../testing/listing-test-app.js';

describe.each(testDialects())('listing index refresh on %s', (dialect) => {
  let nextId = 0;

  const total = async (query = ''): Promise<number> =>
    (await t().app.inject({ url: `/public_api/listing/iraq${query}` })).json<ListingResponse>().meta.total;

  /** A new vehicle (unique id and VIN); the insert moves the stock version (migration 0022's triggers). */
  const insertVehicle = async (): Promise<number> => {
    const id = nextId++;
    const [vehicle] = fixtureVehicles(1, id, id);
    await t()
      .ctx.db.insertInto('vehicles')
      .values({ ...vehicle, id, vin: `NEWVIN${id}` } as NonNullable<typeof vehicle>)
      .execute();
    return id;
  };

  const t = suiteFixture(
    () => buildListingTestApp(dialect),
    async (t) => {
      nextId = t.vehicles.length + 1000;
    },
  );

  it('keeps serving the built index until the stock version changes, then refreshes on demand', async () => {
    const before = await total();
    const built = await t().services.listingIndex.refresh();
    expect(await t().services.listingIndex.refresh()).toBe(built); // same version: no rebuild
    const etag = (await t().app.inject({ url: '/public_api/listing/iraq' })).headers.etag;

    // The insert moves the version by itself (the stock tables' triggers, migration 0022).
    const id = await insertVehicle();
    expect((await t().app.inject({ url: `/public_api/listing/iraq/vehicle/${id}` })).statusCode).toBe(200);
    const index = await t().services.listingIndex.refresh();
    // Applied in place from the change log (docs/listing-api.md, "Index updates"), at the new version.
    expect(index).toBe(built);
    expect(index.version).toBe(await readStockVersion(t().ctx.db));
    expect(index.size).toBe(t().vehicles.length + 1);
    expect(await total()).toBe(before + 1);
    expect((await t().app.inject({ url: '/public_api/listing/iraq' })).headers.etag).not.toBe(etag);
  });

  it('notices a version bump by itself within about a second', async () => {
    const before = await total();
    await insertVehicle();
    await vi.waitFor(async () => expect(await total()).toBe(before + 1), { timeout: 5000, interval: 100 });
  });

  it('rebuilds when forced even without a version change', async () => {
    const built = await t().services.listingIndex.refresh();
    const rebuilt = await t().services.listingIndex.refresh({ force: true });
    expect(rebuilt).not.toBe(built);
    expect(rebuilt.version).toBe(built.version);
  });

  it('follows a version bumped by code for what no trigger sees', async () => {
    const built = await t().services.listingIndex.refresh();
    const bumped = await bumpStockVersion(t().ctx.db);
    // Nothing it reads changed (no change logged): the same index, labelled with the new version.
    expect(await t().services.listingIndex.refresh()).toBe(built);
    expect(built.version).toBe(bumped);
  });

  it('unions every listing origin and follows the stock version', async () => {
    const all = new Set(fixtureListings().flatMap((l) => JSON.parse(l.allowed_origins) as string[]));
    expect(await listingOriginsUnion(t().ctx.db)).toEqual(all);
    expect((await listingOriginsUnion(t().ctx.db)).has(ALLOWED_ORIGIN)).toBe(true);
    const [template] = fixtureListings();
    await t()
      .ctx.db.insertInto('listings')
      .values({
        ...(template as NonNullable<typeof template>),
        id: 'new-one',
        uuid: 'new-one',
        allowed_origins: JSON.stringify(['https://new.example']),
      })
      .execute();
    await vi.waitFor(async () => expect((await listingOriginsUnion(t().ctx.db)).has('https://new.example')).toBe(true), {
      timeout: 5000,
      interval: 100,
    });
    // A listing created since the last rebuild is served straight away (looked up in the database).
    const res = await t().app.inject({ url: '/public_api/listing/new-one/light?items=1', headers: { origin: 'https://new.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://new.example');
  });
});
