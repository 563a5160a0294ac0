import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { testDialects } from '../../db/test-db.js';
import { settingRows } from '../../seed/settings.js';
import { buildContentTestApp } from '../../testing/content-test-app.js';

describe.each(testDialects())('content API: stock, offers, breadcrumbs, compare (%s)', (dialect) => {
  const t = suiteFixture(
    () => buildContentTestApp(dialect, { stock: true }),
    async (t) => {
      await t.database.db.insertInto('settings').values(settingRows()).execute();
    },
  );

  const get = (url: string) => t().app.inject({ method: 'GET', url });

  describe('GET /vehicles', () => {
    it('pages all stock, 12 by default, with the listing engine sorts', async () => {
      const res = await get('/vehicles');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toHaveLength(12);
      expect(body.meta).toMatchObject({ total: 400, page: 1, pages: 34, items: 12, sort: 'createdAtDesc' });
      const cheap = (await get('/vehicles?sort=priceAsc&items=5&page=2')).json();
      expect(cheap.data).toHaveLength(5);
      const prices = cheap.data.map((v: { attributes: { display_price: number } }) => v.attributes.display_price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('filters as the listing route does, and within one listing with `listing`', async () => {
      const res = (await get('/vehicles?filter[family_in][]=Defender&items=12')).json();
      expect(res.meta.total).toBeGreaterThan(0);
      expect(res.data.every((v: { attributes: { family: string } }) => v.attributes.family === 'Defender')).toBe(true);
      const all = (await get('/vehicles')).json().meta.total;
      const listings = await t().database.db.selectFrom('listings').select('id').execute();
      const some = await Promise.all(listings.map(async (l) => (await get(`/vehicles?listing=${l.id}`)).json().meta.total as number));
      expect(some.some((total) => total < all)).toBe(true);
    });

    it('refuses bad paging, sorts and filters with 400 naming the parameter, and an unknown listing with 404', async () => {
      for (const [url, field] of [
        ['/vehicles?items=13', 'items'],
        ['/vehicles?items=0', 'items'],
        ['/vehicles?page=-1', 'page'],
        ['/vehicles?sort=cheapest', 'sort'],
        ['/vehicles?listing=a&listing=b', 'listing'],
      ] as const) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error, url).toMatchObject({ field });
      }
      const unknown = await get('/vehicles?listing=nowhere');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: { code: 'listing_not_found', field: 'listing' } });
    });
  });

  it('groups models by family with counts and from-prices', async () => {
    const res = await get('/vehicles/grouped_nameplates');
    expect(res.statusCode).toBe(200);
    const groups = res.json().data as {
      family: string | null;
      count: number;
      from_price: number | null;
      nameplates: { key: string; count: number; from_price: number | null }[];
    }[];
    const sold = await t().database.db.selectFrom('vehicles').select('id').where('status', '=', 'sold').execute();
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(400 - sold.length);
    const defender = groups.find((g) => g.family === 'Defender');
    expect(defender?.nameplates.map((n) => n.key)).toContain('defender');
    for (const group of groups) {
      expect(group.count).toBe(group.nameplates.reduce((sum, n) => sum + n.count, 0));
      const prices = group.nameplates.flatMap((n) => (n.from_price === null ? [] : [n.from_price]));
      expect(group.from_price).toBe(prices.length ? Math.min(...prices) : null);
    }
    const cheapestDefender = await t()
      .database.db.selectFrom('vehicles')
      .select((eb) => eb.fn.min('display_price').as('p'))
      .where('nameplate_model_group', '=', 'defender')
      .where('status', '!=', 'sold')
      .where('price_hidden', '=', 0)
      .where('display_price', '>', 0)
      .executeTakeFirstOrThrow();
    expect(defender?.nameplates.find((n) => n.key === 'defender')?.from_price).toBe(Number(cheapestDefender.p));
  });

  it("answers a vehicle's specs, 400 for a non-number id and 404 for a missing one", async () => {
    const row = await t().database.db.selectFrom('vehicles').select(['id', 'vin', 'power']).orderBy('id').executeTakeFirstOrThrow();
    const res = await get(`/vehicles/${row.id}/specs`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: row.id, specs: { vin: row.vin, power: Number(row.power) } });
    expect(Array.isArray(res.json().data.features_standard)).toBe(true);
    const bad = await get('/vehicles/abc/specs');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_number', field: 'id' } });
    for (const id of ['999999', '2147483648', '0']) {
      const missing = await get(`/vehicles/${id}/specs`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toMatchObject({ error: { code: 'vehicle_not_found', field: 'id' } });
    }
  });

  it('lists offers, or those of one car model matched case-insensitively with spaces as underscores', async () => {
    const all = (await get('/offer_car_models')).json().data as { car_model_key: string }[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    const one = (await get('/offer_car_models?car_model_key=Range%20Rover%20Sport')).json().data as { car_model_key: string }[];
    expect(one.map((o) => o.car_model_key)).toEqual(['range_rover_sport']);
    expect((await get('/offer_car_models?car_model_key=XE')).json().data).toEqual([]);
    const empty = await get('/offer_car_models?car_model_key=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'invalid_request', field: 'car_model_key' });
  });

  it('answers the breadcrumbs of a page, 404 for a missing page and 400 for a non-number id', async () => {
    const page = await t()
      .database.db.selectFrom('pages')
      .select(['id', 'path'])
      .where('path', '=', '/about-us')
      .where('language', '=', 'ku')
      .executeTakeFirstOrThrow();
    const res = await get(`/nav_entries/breadcrumbs/${page.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { url: string }) => e.url)).toEqual(['/ku/about-us']);
    const missing = await get('/nav_entries/breadcrumbs/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'page_not_found', field: 'pageId' } });
    expect((await get('/nav_entries/breadcrumbs/x1')).statusCode).toBe(400);
  });

  it('answers compare data of a model key as a one-element list, 404 for an unknown key', async () => {
    const res = await get('/compare/spec/Range%20Rover%20Sport');
    expect(res.statusCode).toBe(200);
    const [model] = res.json().data;
    expect(model).toMatchObject({ key: 'range_rover_sport', family: 'Range Rover', specs: { body: expect.any(String) } });
    expect(model.specs.engines.length).toBeGreaterThan(0);
    const missing = await get('/compare/spec/model-t');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'model_not_found', field: 'id' } });
  });
});
