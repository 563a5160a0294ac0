/**
 * The stock screen's API (docs/stock-feed.md, "Stock API") on SQLite and PostgreSQL: a retailer
 * lists only its dealers' vehicles and searches them by VIN tail and model; a price change is
 * checked, derived and stored; a held vehicle keeps its status; a bulk status change reports held
 * and unknown vehicles.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/index.js';
import { testDialects } from '../../db/test-db.js';
import { grantStock } from '../../stock-feed/stock-scope.js';
import { ADMIN, NOBODY, buildCmsTestApp, type CmsTestApp } from '../../testing/cms-test-app.js';

describe.each(testDialects())('editor API: stock vehicles (%s)', (dialect) => {
  let t: CmsTestApp;
  let admin: Record<string, string>;
  beforeEach(async () => {
    t = await buildCmsTestApp(dialect);
    await seedDemo(t.ctx.db, { vehicles: 40, examplesOrigin: 'http://localhost:1' });
    admin = { authorization: `Bearer ${await t.token(ADMIN)}` };
  });
  afterEach(async () => t.close());

  it('lists and searches only the dealers of a retailer account', async () => {
    await grantStock(t.ctx.db, t.ids.nobody, ['IQ-EBL-01'], new Date().toISOString());
    const retailer = { authorization: `Bearer ${await t.token(NOBODY)}` };
    const mine = (await t.app.inject({ method: 'GET', url: '/cms/api/stock/vehicles?items=100', headers: retailer })).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((v: { dealer_code: string }) => v.dealer_code === 'IQ-EBL-01')).toBe(true);
    const all = (await t.app.inject({ method: 'GET', url: '/cms/api/stock/vehicles?items=100', headers: admin })).json();
    expect(all.meta.total).toBe(40);
    const some = all.data[5];
    const byTail = (await t.app.inject({ method: 'GET', url: `/cms/api/stock/vehicles?vin=${some.vin.slice(-6)}`, headers: admin })).json();
    expect(byTail.data.map((v: { id: number }) => v.id)).toEqual([some.id]);
    const byModel = (
      await t.app.inject({
        method: 'GET',
        url: `/cms/api/stock/vehicles?model=${encodeURIComponent(some.model.toUpperCase())}&items=100`,
        headers: admin,
      })
    ).json();
    expect(byModel.data.every((v: { model: string }) => v.model === some.model)).toBe(true);
    const cheapFirst = (
      await t.app.inject({ method: 'GET', url: '/cms/api/stock/vehicles?sort=price_asc&items=100', headers: admin })
    ).json().data;
    expect(cheapFirst.map((v: { display_price: number }) => v.display_price)).toEqual(
      [...cheapFirst.map((v: { display_price: number }) => v.display_price)].sort((a, b) => a - b),
    );
    const other = all.data.find((v: { dealer_code: string }) => v.dealer_code !== 'IQ-EBL-01');
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/cms/api/stock/vehicles/${other.id}`,
      headers: retailer,
      payload: { msrp_price: 50000 },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('changes a price with its derived prices, keeps a held status, and sets a status on many', async () => {
    const stock = await t.ctx.db
      .selectFrom('vehicles')
      .selectAll()
      .where('status', '=', 'stock')
      .where('sale_price', 'is', null)
      .executeTakeFirstOrThrow();
    const newPrice = Number(stock.msrp_price) + 4321;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/cms/api/stock/vehicles/${stock.id}`,
      headers: admin,
      payload: { msrp_price: newPrice, price_hidden: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ msrp_price: newPrice, display_price: newPrice, price_hidden: true });
    const stored = await t.ctx.db
      .selectFrom('vehicles')
      .select(['prices', 'long_description'])
      .where('id', '=', stock.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.prices)[0]).toMatchObject({ type: 'purchase', value_raw: newPrice, hiddenFromVisitors: true });
    expect(stored.long_description).toBe(stock.long_description);

    const badSale = await t.app.inject({
      method: 'PATCH',
      url: `/cms/api/stock/vehicles/${stock.id}`,
      headers: admin,
      payload: { sale_price: newPrice + 1 },
    });
    expect(badSale.statusCode).toBe(400);
    expect(badSale.json().error).toMatchObject({ code: 'sale_above_msrp', field: 'sale_price' });

    const reserved = await t.ctx.db.selectFrom('vehicles').select('id').where('status', '=', 'reserved').executeTakeFirstOrThrow();
    const held = await t.app.inject({
      method: 'PATCH',
      url: `/cms/api/stock/vehicles/${reserved.id}`,
      headers: admin,
      payload: { status: 'stock' },
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().error.code).toBe('vehicle_held');

    const bulk = await t.app.inject({
      method: 'POST',
      url: '/cms/api/stock/vehicles/status',
      headers: admin,
      payload: { ids: [stock.id, reserved.id, 999999], status: 'sold' },
    });
    expect(bulk.json().data).toEqual({ changed: [stock.id], held: [reserved.id], not_found: [999999] });
    const after = await t.ctx.db.selectFrom('vehicles').select('status').where('id', '=', stock.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('sold');
  });
});
