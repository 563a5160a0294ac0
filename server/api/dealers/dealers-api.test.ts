import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import type { Retailer } from '../../../domain/dealer.js';
import { testDialects } from '../../db/test-db.js';
import { ALLOWED_ORIGIN, FIXTURE_DEALER_CODES, ORPHAN_DEALER_CODE } from '../../listing/testing/fixture.js';
import { buildListingTestApp } from '../../testing/listing-test-app.js';

type DealersBody = { data: Retailer[]; meta: { total: number; page: number; pages: number; items: number; match: string } };

describe.each(testDialects())('retailers and dealers on %s', (dialect) => {
  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await t().app.inject({ url, headers });
    return { res, body: res.json<T>() };
  };
  const countAt = (code: string, brand?: string): number =>
    t().vehicles.filter((v) => v.dealer_code === code && (!brand || v.brand_key === brand)).length;

  const t = suiteFixture(() => buildListingTestApp(dialect));

  it('lists the dealers with vehicles in a listing, by name, with counts and the full retailer shape', async () => {
    const { res, body } = await get<{ data: Retailer[] }>('/public_api/listing/iraq/retailers');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"c-/);
    expect(body.data.map((r) => r.dealer_code)).toEqual([...FIXTURE_DEALER_CODES].sort()); // names are "Dealer <code>"
    const erb01 = body.data.find((r) => r.dealer_code === 'ERB01') as Retailer;
    expect(erb01).toEqual({
      id: expect.any(Number),
      dealer_code: 'ERB01',
      name: 'Dealer ERB01',
      display_name: 'Land Rover Erbil',
      address: '1 Main Street',
      city: 'Erbil',
      state: 'Kurdistan',
      postcode: '44000',
      locality: 'Locality 0',
      latitude: 36.19,
      longitude: 44.01,
      phone: '+964 750 000 000',
      email: 'erb01@dealers.example',
      opening_hours: null,
      ci_code: 'CI0',
      brands: ['land_rover', 'jaguar'],
      vehicle_count: countAt('ERB01'),
    });
    // A dealer without a row (the orphan code) cannot be listed.
    expect(body.data.some((r) => r.dealer_code === ORPHAN_DEALER_CODE)).toBe(false);
  });

  it('names retailers for the brand asked, filters by text, state and brand', async () => {
    const jaguar = (await get<{ data: Retailer[] }>('/public_api/listing/iraq/retailers?brand=jaguar')).body.data;
    expect(jaguar.find((r) => r.dealer_code === 'ERB01')).toMatchObject({
      display_name: 'Jaguar Erbil',
      vehicle_count: countAt('ERB01', 'jaguar'),
    });
    expect(jaguar.find((r) => r.dealer_code === 'SUL01')?.display_name).toBe('Dealer SUL01');
    const byName = (await get<{ data: Retailer[] }>('/public_api/listing/iraq/retailers?brand=Land%20Rover')).body.data;
    expect(byName.find((r) => r.dealer_code === 'ERB01')?.display_name).toBe('Land Rover Erbil');
    const erbil = (await get<{ data: Retailer[] }>('/public_api/listing/iraq/retailers?q=erbil')).body.data;
    expect(erbil.map((r) => r.dealer_code)).toEqual(['ERB01', 'ERB02']);
    expect((await get<{ data: Retailer[] }>('/public_api/listing/iraq/retailers?state=kurdistan')).body.data).toHaveLength(6);
    expect((await get<{ data: Retailer[] }>('/public_api/listing/iraq/retailers?state=Basra')).body.data).toEqual([]);
    // The erbil listing names ERB01, ERB02 and the orphan code.
    const listing = (await get<{ data: Retailer[] }>('/public_api/listing/erbil/retailers', { origin: 'https://erbil.example' })).res;
    expect(listing.json<{ data: Retailer[] }>().data.map((r) => r.dealer_code)).toEqual(['ERB01', 'ERB02']);
    expect(listing.headers['access-control-allow-origin']).toBe('https://erbil.example');
  });

  it.each([
    ['/public_api/listing/iraq/retailers?brand=fiat', 400, 'invalid_brand', 'brand'],
    ['/public_api/listing/iraq/retailers?q=a&q=b', 400, 'invalid_parameter', 'q'],
    [`/public_api/listing/iraq/retailers?q=${'x'.repeat(101)}`, 400, 'too_long', 'q'],
    ['/public_api/listing/nowhere/retailers', 404, 'listing_not_found', 'id'],
    ['/dealers?items=51', 400, 'out_of_range', 'items'],
    ['/dealers?items=abc', 400, 'invalid_number', 'items'],
    ['/dealers?sort=city', 400, 'invalid_sort', 'sort'],
    ['/dealers?q[brand_eq]=fiat', 400, 'invalid_brand', 'q[brand_eq]'],
    ['/dealers?filter[brands_name_eq]=Lada', 400, 'invalid_brand', 'filter[brands_name_eq]'],
    ['/dealers?q[city_eq]=Erbil', 400, 'unknown_filter', 'q[city_eq]'],
    ['/dealers?listing_id=nowhere', 404, 'listing_not_found', 'listing_id'],
    ['/dealers?lang=fr', 400, 'invalid_parameter', 'lang'],
    ['/dealers?lang=KU', 400, 'invalid_parameter', 'lang'],
    ['/dealers?lang=ku&lang=ar', 400, 'invalid_parameter', 'lang'],
    ['/public_api/listing/iraq/retailers?lang=ckb', 400, 'invalid_parameter', 'lang'],
  ])('%s answers %i %s', async (url, status, code, field) => {
    const { res, body } = await get(url);
    expect(res.statusCode).toBe(status);
    expect(body).toEqual({ error: { code, message: expect.any(String), field } });
  });

  it('gives each street in the asked language, else the stored one, on both routes', async () => {
    const streets = async (url: string) =>
      Object.fromEntries((await get<{ data: Retailer[] }>(url)).body.data.map((r) => [r.dealer_code, r.address]));
    // ERB01 is translated into both languages, SUL01 into Kurdish only, the others not at all.
    for (const route of ['/public_api/listing/iraq/retailers', '/dealers']) {
      expect(await streets(`${route}?lang=ku`), route).toMatchObject({
        ERB01: 'شەقامی سەرەکی 1',
        SUL01: 'شەقامی سەرەکی 3',
        ERB02: '2 Main Street',
      });
      expect(await streets(`${route}?lang=ar`), route).toMatchObject({
        ERB01: 'الشارع الرئيسي 1',
        SUL01: '3 Main Street',
        ERB02: '2 Main Street',
      });
      expect(await streets(`${route}?lang=en`), route).toMatchObject({ ERB01: '1 Main Street', SUL01: '3 Main Street' });
      expect(await streets(route), route).toMatchObject({ ERB01: '1 Main Street', SUL01: '3 Main Street' });
    }
    // The postcode search and a listing's dealers answer in the language too.
    expect(await streets('/dealers?q[postcode_eq]=44000&lang=ku')).toEqual({ ERB01: 'شەقامی سەرەکی 1' });
    expect(await streets('/dealers?listing_id=erbil&lang=ar')).toEqual({ ERB01: 'الشارع الرئيسي 1', ERB02: '2 Main Street' });
    // Each language is its own answer to a cache.
    const ku = await t().app.inject({ url: '/dealers?lang=ku' });
    const ar = await t().app.inject({ url: '/dealers?lang=ar', headers: { 'if-none-match': ku.headers.etag as string } });
    expect(ar.statusCode).toBe(200);
  });

  it('pages all dealers (at most 50) and restricts to a listing and a brand, sorted by name', async () => {
    const all = await get<DealersBody>('/dealers?items=50');
    expect(all.res.statusCode).toBe(200);
    expect(all.body.meta).toEqual({ total: 6, page: 1, pages: 1, items: 50, match: 'exact' });
    const page = (await get<DealersBody>('/dealers?items=4&page=2')).body;
    expect(page.data.map((d) => d.dealer_code)).toEqual(['ERB02', 'SUL01']); // BGW01 BSR01 DUH01 ERB01 | ERB02 SUL01
    expect(page.meta).toMatchObject({ total: 6, page: 2, pages: 2, items: 4 });
    const erbil = (await get<DealersBody>('/dealers?listing_id=erbil&sort=name&filter[brands_name_eq]=Jaguar')).body;
    expect(erbil.data.map((d) => [d.dealer_code, d.display_name, d.vehicle_count])).toEqual([
      ['ERB01', 'Jaguar Erbil', countAt('ERB01', 'jaguar')],
      ['ERB02', 'Dealer ERB02', countAt('ERB02', 'jaguar')],
    ]);
  });

  it('finds dealers by postcode and locality exactly, else the state by distance', async () => {
    const exact = (await get<DealersBody>('/dealers?q[brand_eq]=land_rover&q[state_eq]=Kurdistan&q[postcode_eq]=44002&q[locality_eq]='))
      .body;
    expect(exact.meta.match).toBe('exact');
    expect(exact.data.map((d) => d.dealer_code)).toEqual(['SUL01']);
    const both = (await get<DealersBody>('/dealers?q[postcode_eq]=44003&q[locality_eq]=locality 3')).body;
    expect(both.data.map((d) => d.dealer_code)).toEqual(['DUH01']);
    // Erbil's Ankawa (44001 in the gazetteer) has no fixture dealer at that locality: the state's dealers come back.
    const fallback = (await get<DealersBody>('/dealers?q[state_eq]=Kurdistan&q[postcode_eq]=99999&q[locality_eq]=Nowhere')).body;
    expect(fallback.meta.match).toBe('state_fallback');
    expect(fallback.data).toHaveLength(6);
    const elsewhere = (await get<DealersBody>('/dealers?q[state_eq]=Basra&q[postcode_eq]=61001')).body;
    expect(elsewhere).toMatchObject({ data: [], meta: { match: 'state_fallback', total: 0 } });
  });

  it('answers CORS and preflights for listed origins only, and 304 on a matching ETag', async () => {
    const ok = await t().app.inject({ url: '/dealers', headers: { origin: ALLOWED_ORIGIN } });
    expect(ok.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    const evil = await t().app.inject({ url: '/dealers', headers: { origin: 'https://evil.example' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await t().app.inject({ method: 'OPTIONS', url: '/dealers', headers: { origin: ALLOWED_ORIGIN } });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-methods']).toBe('GET, OPTIONS');
    const retailersPre = await t().app.inject({
      method: 'OPTIONS',
      url: '/public_api/listing/iraq/retailers',
      headers: { origin: ALLOWED_ORIGIN },
    });
    expect(retailersPre.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    const again = await t().app.inject({ url: '/dealers', headers: { 'if-none-match': ok.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('documents the routes in OpenAPI', () => {
    const doc = t().app.swagger() as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/dealers']?.get).toBeDefined();
    expect(doc.paths['/public_api/listing/{id}/retailers']?.get).toBeDefined();
  });
});
