import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import {
  toListingSearchParams,
  type ListingLightResponse,
  type ListingQuery,
  type ListingResponse,
} from '../../../domain/listing-query.js';
import { LIGHT_VEHICLE_ATTRIBUTES } from '../../../domain/listing-query.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import type { ListingRow } from '../../db/schema.js';
import { testDialects } from '../../db/test-db.js';
import { ALLOWED_ORIGIN, ORPHAN_DEALER_CODE } from '../../listing/testing/fixture.js';
import { referenceQuery } from '../../listing/testing/reference.js';
import { buildListingTestApp } from '../../testing/listing-test-app.js';

const url = (path: string, query: Partial<ListingQuery> = {}): string => {
  const qs = toListingSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
};

describe.each(testDialects())('listing API on %s', (dialect) => {
  const listing = (id: string): ListingRow => t().listings.find((l) => l.id === id) as ListingRow;

  const t = suiteFixture(() => buildListingTestApp(dialect));

  it('returns a page of full vehicles with pagination and facets', async () => {
    const res = await t().app.inject({ url: '/public_api/listing/iraq' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    const body = res.json<ListingResponse>();
    expect(body.meta).toMatchObject({
      total: t().vehicles.length,
      page: 1,
      pages: Math.ceil(t().vehicles.length / 12),
      items: 12,
      sort: 'createdAtDesc',
    });
    expect(Object.keys(body.meta.facets?.checkbox ?? {})).toHaveLength(13);
    expect(Object.keys(body.meta.facets?.ranges ?? {})).toHaveLength(6);
    expect(body.data.map((v) => v.id)).toEqual(
      referenceQuery(t().vehicles, listing('iraq'), { page: 1, items: 12, sort: 'createdAtDesc', filters: { checkbox: {}, ranges: {} } })
        .ids,
    );
    const vehicle = body.data[0] as Vehicle;
    const row = t().vehicles.find((v) => v.id === vehicle.id);
    expect(vehicle.type).toBe('vehicle');
    expect(vehicle.attributes.vin).toBe(row?.vin);
    expect(Array.isArray(vehicle.attributes.financing_options)).toBe(true);
    expect(Array.isArray(vehicle.attributes.photos)).toBe(true);
    expect(typeof vehicle.attributes.price_hidden).toBe('boolean');
    expect(vehicle.attributes.prices.list[0]?.type).toBe('purchase');
    expect(vehicle.attributes.meta.buttons[0]?.label).toBe('Contact');
    expect(vehicle.attributes).not.toHaveProperty('meta_buttons');
    expect(vehicle.attributes).not.toHaveProperty('updated_at');
  });

  it.each(['priceAsc', 'priceDesc'] as const)('lists price-on-request vehicles after every priced one (%s)', async (sort) => {
    const onRequest: boolean[] = [];
    let pages = 1;
    for (let page = 1; page <= pages; page++) {
      const body = (await t().app.inject({ url: url('/public_api/listing/iraq', { sort, page, items: 12 }) })).json<ListingResponse>();
      pages = body.meta.pages;
      onRequest.push(...body.data.map((v) => v.attributes.price_hidden || !(v.attributes.display_price > 0)));
    }
    expect(onRequest).toHaveLength(t().vehicles.length);
    const first = onRequest.indexOf(true);
    expect(first).toBeGreaterThan(0);
    expect(onRequest.slice(first).every(Boolean)).toBe(true);
  });

  it('answers filters, sorts and pages as the reference does', async () => {
    const query: ListingQuery = {
      page: 2,
      items: 5,
      sort: 'priceDesc',
      filters: {
        checkbox: { states: ['used', 'approved'], engine_types: ['diesel', 'mhev'] },
        ranges: { display_price: { gteq: 50_000, lteq: 150_000 } },
      },
    };
    const res = await t().app.inject({ url: url('/public_api/listing/iraq', query) });
    expect(res.statusCode).toBe(200);
    const body = res.json<ListingResponse>();
    const want = referenceQuery(t().vehicles, listing('iraq'), query);
    expect(body.data.map((v) => v.id)).toEqual(want.ids);
    expect(body.meta).toMatchObject({ total: want.total, pages: want.pages, page: 2, items: 5, sort: 'priceDesc' });
    // Labels are display text added after the engine (facet-labels.test.ts); the counts are the reference's.
    const withoutLabels = JSON.parse(JSON.stringify(body.meta.facets, (key, value: unknown) => (key === 'label' ? undefined : value)));
    expect(withoutLabels).toEqual(want.facets);
  });

  it('joins dealer names, locations and localities from the dealers table', async () => {
    const jaguarAtErb01 = t().vehicles.find((v) => v.dealer_code === 'ERB01' && v.brand_key === 'jaguar');
    const landRoverAtErb01 = t().vehicles.find((v) => v.dealer_code === 'ERB01' && v.brand_key === 'land_rover');
    const orphan = t().vehicles.find((v) => v.dealer_code === ORPHAN_DEALER_CODE);
    const get = async (id: number | undefined) =>
      (await t().app.inject({ url: `/public_api/listing/iraq/vehicle/${id}` })).json<{ data: Vehicle }>().data.attributes;
    expect(await get(jaguarAtErb01?.id)).toMatchObject({ dealer_name: 'Jaguar Erbil', dealer_location: 'Erbil', locality: 'Locality 0' });
    expect(await get(landRoverAtErb01?.id)).toMatchObject({ dealer_name: 'Land Rover Erbil' });
    expect(await get(orphan?.id)).toMatchObject({ dealer_name: '', dealer_location: '', locality: '' });
  });

  it('serves the light route with the small attribute set and no facets', async () => {
    const res = await t().app.inject({ url: url('/public_api/listing/iraq/light', { sort: 'mileageAsc', items: 3 }) });
    expect(res.statusCode).toBe(200);
    const body = res.json<ListingLightResponse>();
    expect(body.data).toHaveLength(3);
    expect(body.meta).toEqual({
      total: t().vehicles.length,
      page: 1,
      pages: Math.ceil(t().vehicles.length / 3),
      items: 3,
      sort: 'mileageAsc',
    });
    for (const v of body.data) expect(Object.keys(v.attributes).sort()).toEqual([...LIGHT_VEHICLE_ATTRIBUTES].sort());
    expect(body.data.map((v) => v.id)).toEqual(
      referenceQuery(t().vehicles, listing('iraq'), { page: 1, items: 3, sort: 'mileageAsc', filters: { checkbox: {}, ranges: {} } }).ids,
    );
  });

  it.each([
    ['sort=cheapest', 'invalid_sort', 'sort'],
    ['items=0', 'out_of_range', 'items'],
    ['items=13', 'out_of_range', 'items'],
    ['page=-1', 'out_of_range', 'page'],
    ['page=x', 'invalid_number', 'page'],
    ['filter[msrp_price_gteq]=abc', 'invalid_number', 'filter[msrp_price_gteq]'],
    ['filter[wheels_in][]=4', 'unknown_filter', 'filter[wheels_in][]'],
  ])('rejects %s with 400 %s', async (qs, code, field) => {
    for (const path of ['/public_api/listing/iraq', '/public_api/listing/iraq/light']) {
      const res = await t().app.inject({ url: `${path}?${qs}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code, message: expect.any(String), field } });
    }
  });

  it('answers 404 for an unknown listing or a vehicle outside the listing, 400 for a bad vehicle id', async () => {
    for (const path of ['/public_api/listing/nowhere', '/public_api/listing/nowhere/light', '/public_api/listing/nowhere/vehicle/1']) {
      const res = await t().app.inject({ url: path });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'listing_not_found', message: expect.any(String), field: 'id' } });
    }
    const outside = t().vehicles.find((v) => v.dealer_code === 'SUL01');
    const inside = t().vehicles.find((v) => v.dealer_code === 'ERB02');
    const notFound = await t().app.inject({ url: `/public_api/listing/erbil/vehicle/${outside?.id}` });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ error: { code: 'vehicle_not_found', message: expect.any(String), field: 'vehicleId' } });
    expect(notFound.headers.etag).toBeUndefined();
    expect((await t().app.inject({ url: '/public_api/listing/iraq/vehicle/999999' })).statusCode).toBe(404);
    const found = await t().app.inject({ url: `/public_api/listing/erbil/vehicle/${inside?.id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json<{ data: Vehicle }>().data.id).toBe(inside?.id);
    for (const bad of ['abc', '1.5', '-3']) {
      const res = await t().app.inject({ url: `/public_api/listing/iraq/vehicle/${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid_number', field: 'vehicleId' } });
    }
  });

  it('allows CORS only for origins the listing lists, and refuses any other origin with a reason its page can read', async () => {
    const allowed = await t().app.inject({ url: '/public_api/listing/iraq?items=1', headers: { origin: ALLOWED_ORIGIN } });
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(allowed.headers.vary).toContain('Origin');
    expect(allowed.headers['access-control-allow-methods']).toBe('GET, OPTIONS');
    expect(allowed.headers['access-control-allow-headers']).toBe('content-type, company-config');
    // retailer.example is not among the "erbil" listing's origins.
    for (const [path, origin, listing] of [
      ['/public_api/listing/iraq?items=1', 'https://evil.example', 'iraq'],
      ['/public_api/listing/erbil?items=1', ALLOWED_ORIGIN, 'erbil'],
      ['/public_api/listing/erbil/light?items=1', ALLOWED_ORIGIN, 'erbil'],
      ['/public_api/listing/erbil/vehicle/1', ALLOWED_ORIGIN, 'erbil'],
    ] as const) {
      const res = await t().app.inject({ url: path, headers: { origin } });
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({
        error: {
          code: 'origin_not_allowed',
          message: expect.stringContaining(origin),
          field: 'Origin',
          origin,
          listing,
          fix: `npm run listing:allow -- --listing ${listing} --origin ${origin}`,
        },
      });
      // Readable by that page (so its widget can say why), and nothing more: no methods, no headers.
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
      expect(res.headers.vary).toContain('Origin');
    }
    const unknown = await t().app.inject({ url: '/public_api/listing/nowhere', headers: { origin: ALLOWED_ORIGIN } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'listing_not_found', field: 'id' });
    expect(unknown.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    // Without an Origin (the site's own pages, servers) nothing is refused for its origin.
    expect((await t().app.inject({ url: '/public_api/listing/erbil?items=1' })).statusCode).toBe(200);
    const erbil = await t().app.inject({ url: '/public_api/listing/erbil/light?items=1', headers: { origin: 'https://erbil.example' } });
    expect(erbil.headers['access-control-allow-origin']).toBe('https://erbil.example');
    // Errors for a known listing carry CORS too, so the widget can read them.
    const bad = await t().app.inject({ url: '/public_api/listing/iraq?sort=x', headers: { origin: ALLOWED_ORIGIN } });
    expect(bad.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });

  it('answers CORS preflights for every route', async () => {
    const preflight = { 'access-control-request-method': 'GET', 'access-control-request-headers': 'company-config' };
    for (const path of ['/public_api/listing/iraq', '/public_api/listing/iraq/light', '/public_api/listing/iraq/vehicle/1']) {
      const ok = await t().app.inject({ method: 'OPTIONS', url: path, headers: { origin: ALLOWED_ORIGIN, ...preflight } });
      expect(ok.statusCode).toBe(204);
      expect(ok.headers).toMatchObject({
        'access-control-allow-origin': ALLOWED_ORIGIN,
        'access-control-allow-methods': 'GET, OPTIONS',
        'access-control-allow-headers': 'content-type, company-config',
      });
      const no = await t().app.inject({ method: 'OPTIONS', url: path, headers: { origin: 'https://evil.example', ...preflight } });
      expect(no.statusCode).toBe(204);
      expect(Object.keys(no.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('sends an ETag per stock version and query, and 304 when it matches', async () => {
    const path = url('/public_api/listing/iraq', { sort: 'status', filters: { checkbox: { states: ['new'] }, ranges: {} } });
    const first = await t().app.inject({ url: path });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+-[\w-]+"$/);
    const again = await t().app.inject({ url: path, headers: { 'if-none-match': etag, origin: ALLOWED_ORIGIN } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect((await t().app.inject({ url: path, headers: { 'if-none-match': `W/${etag}` } })).statusCode).toBe(304);
    const other = await t().app.inject({ url: `${path}&page=2` });
    expect(other.headers.etag).not.toBe(etag);
    const light = await t().app.inject({ url: path.replace('/iraq', '/iraq/light') });
    expect(light.headers.etag).not.toBe(etag);
    const vehicle = await t().app.inject({ url: '/public_api/listing/iraq/vehicle/1' });
    expect(
      (await t().app.inject({ url: '/public_api/listing/iraq/vehicle/1', headers: { 'if-none-match': vehicle.headers.etag as string } }))
        .statusCode,
    ).toBe(304);
  });

  it('documents the routes in OpenAPI', () => {
    const doc = t().app.swagger() as { paths: Record<string, Record<string, { description?: string }>> };
    expect(doc.paths['/public_api/listing/{id}']?.get?.description).toMatch(/facet/);
    expect(doc.paths['/public_api/listing/{id}/light']?.get).toBeDefined();
    expect(doc.paths['/public_api/listing/{id}/vehicle/{vehicleId}']?.get).toBeDefined();
  });
});
