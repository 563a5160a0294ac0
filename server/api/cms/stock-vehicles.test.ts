/**
 * The stock screen's API (docs/stock-feed.md, "Stock API") on SQLite and PostgreSQL: a retailer
 * lists only its dealers' vehicles and searches them by VIN tail and model; a price change is
 * checked, derived and stored; a held vehicle keeps its status; a bulk status change reports held
 * and unknown vehicles; a bulk status is one batch: the stock version moves once, the rows are those
 * the one-by-one writes made, and a retailer's forbidden vehicle is reported, not changed.
 */
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../db/test-db.js';
import { grantStock } from '../../stock-feed/stock-scope.js';
import { readStockVersion } from '../../db/stock-version.js';
import { readStockChanges } from '../../db/stock-changes.js';
import { buttonsFor } from '../../../domain/vehicle-media.js';
import type { VehicleState } from '../../../domain/vehicle.js';
import { setStockStatusOneByOne } from '../../stock-feed/stock-vehicles.js';
import { NOBODY, buildStockTestApp } from '../../testing/cms-test-app.js';
import { testFixture } from '../../testing/suite-fixture.js';

describe.each(testDialects())('editor API: stock vehicles (%s)', (dialect) => {
  const t = testFixture(() => buildStockTestApp(dialect));
  /** The stored rows of these vehicles, by id. */
  const storedRows = (ids: number[]) => t().ctx.db.selectFrom('vehicles').selectAll().where('id', 'in', ids).orderBy('id').execute();

  it('lists and searches only the dealers of a retailer account', async () => {
    await grantStock(t().ctx.db, t().ids.nobody, ['IQ-EBL-01'], new Date().toISOString());
    const retailer = { authorization: `Bearer ${await t().token(NOBODY)}` };
    const mine = (await t().app.inject({ method: 'GET', url: '/cms/api/stock/vehicles?items=100', headers: retailer })).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((v: { dealer_code: string }) => v.dealer_code === 'IQ-EBL-01')).toBe(true);
    const all = (await t().app.inject({ method: 'GET', url: '/cms/api/stock/vehicles?items=100', headers: t().admin })).json();
    expect(all.meta.total).toBe(40);
    const some = all.data[5];
    const byTail = (
      await t().app.inject({ method: 'GET', url: `/cms/api/stock/vehicles?vin=${some.vin.slice(-6)}`, headers: t().admin })
    ).json();
    expect(byTail.data.map((v: { id: number }) => v.id)).toEqual([some.id]);
    const byModel = (
      await t().app.inject({
        method: 'GET',
        url: `/cms/api/stock/vehicles?model=${encodeURIComponent(some.model.toUpperCase())}&items=100`,
        headers: t().admin,
      })
    ).json();
    expect(byModel.data.every((v: { model: string }) => v.model === some.model)).toBe(true);
    const cheapFirst = (
      await t().app.inject({ method: 'GET', url: '/cms/api/stock/vehicles?sort=price_asc&items=100', headers: t().admin })
    ).json().data;
    expect(cheapFirst.map((v: { display_price: number }) => v.display_price)).toEqual(
      [...cheapFirst.map((v: { display_price: number }) => v.display_price)].sort((a, b) => a - b),
    );
    const other = all.data.find((v: { dealer_code: string }) => v.dealer_code !== 'IQ-EBL-01');
    const refused = await t().app.inject({
      method: 'PATCH',
      url: `/cms/api/stock/vehicles/${other.id}`,
      headers: retailer,
      payload: { msrp_price: 50000 },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('changes a price with its derived prices, keeps a held status, and sets a status on many', async () => {
    const stock = await t()
      .ctx.db.selectFrom('vehicles')
      .selectAll()
      .where('status', '=', 'stock')
      .where('sale_price', 'is', null)
      .executeTakeFirstOrThrow();
    const newPrice = Number(stock.msrp_price) + 4321;
    const changed = await t().app.inject({
      method: 'PATCH',
      url: `/cms/api/stock/vehicles/${stock.id}`,
      headers: t().admin,
      payload: { msrp_price: newPrice, price_hidden: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ msrp_price: newPrice, display_price: newPrice, price_hidden: true });
    const stored = await t()
      .ctx.db.selectFrom('vehicles')
      .select(['prices', 'long_description'])
      .where('id', '=', stock.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.prices)[0]).toMatchObject({ type: 'purchase', value_raw: newPrice, hiddenFromVisitors: true });
    expect(stored.long_description).toBe(stock.long_description);

    const badSale = await t().app.inject({
      method: 'PATCH',
      url: `/cms/api/stock/vehicles/${stock.id}`,
      headers: t().admin,
      payload: { sale_price: newPrice + 1 },
    });
    expect(badSale.statusCode).toBe(400);
    expect(badSale.json().error).toMatchObject({ code: 'sale_above_msrp', field: 'sale_price' });

    const reserved = await t().ctx.db.selectFrom('vehicles').select('id').where('status', '=', 'reserved').executeTakeFirstOrThrow();
    const held = await t().app.inject({
      method: 'PATCH',
      url: `/cms/api/stock/vehicles/${reserved.id}`,
      headers: t().admin,
      payload: { status: 'stock' },
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().error.code).toBe('vehicle_held');

    const bulk = await t().app.inject({
      method: 'POST',
      url: '/cms/api/stock/vehicles/status',
      headers: t().admin,
      payload: { ids: [stock.id, reserved.id, 999999], status: 'sold' },
    });
    expect(bulk.json().data).toEqual({ changed: [stock.id], held: [reserved.id], not_found: [999999] });
    const after = await t().ctx.db.selectFrom('vehicles').select('status').where('id', '=', stock.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('sold');
  });

  it('sets a status on many vehicles in one batch: one stock version, the one-by-one rows, forbidden and held ones reported', async () => {
    await grantStock(t().ctx.db, t().ids.nobody, ['IQ-EBL-01'], new Date().toISOString());
    const retailer = { authorization: `Bearer ${await t().token(NOBODY)}` };
    const mine = await t()
      .ctx.db.selectFrom('vehicles')
      .selectAll()
      .where('dealer_code', '=', 'IQ-EBL-01')
      .where('status', 'in', ['stock', 'demo', 'available_soon'])
      .orderBy('id')
      .execute();
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const [locked, ...free] = mine;
    const other = await t()
      .ctx.db.selectFrom('vehicles')
      .select(['id', 'status'])
      .where('dealer_code', '!=', 'IQ-EBL-01')
      .executeTakeFirstOrThrow();
    // A live soft lock holds a vehicle as an order does.
    await t()
      .ctx.db.insertInto('soft_locks')
      .values({
        id: crypto.randomUUID(),
        vehicle_id: locked!.id,
        holder: 'bench',
        expires_at: t().clock.now + 600_000,
        created_at: new Date().toISOString(),
      })
      .execute();
    const before = await readStockVersion(t().ctx.db);
    const ids = [...free.map((v) => v.id), other.id, locked!.id, free[0]!.id];
    const answer = await t().app.inject({
      method: 'POST',
      url: '/cms/api/stock/vehicles/status',
      headers: retailer,
      payload: { ids, status: 'sold' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ changed: free.map((v) => v.id), held: [locked!.id], not_found: [other.id] });
    expect(await readStockVersion(t().ctx.db)).toBe(before + 1);
    const log = await readStockChanges(t().ctx.db, before, before + 1);
    expect(new Set(log.entries.map((e) => e.vehicle_id))).toEqual(new Set(free.map((v) => v.id)));
    const stored = await storedRows(mine.map((v) => v.id));
    for (const row of stored.slice(1)) {
      expect(row.status).toBe('sold');
      expect(row.meta_buttons).toBe(buttonsFor(row.state as VehicleState, 'sold'));
    }
    expect(stored[0]!.status).toBe(locked!.status);
    expect((await t().ctx.db.selectFrom('vehicles').select('status').where('id', '=', other.id).executeTakeFirstOrThrow()).status).toBe(
      other.status,
    );
    // The listing this process serves shows the change at once.
    const listed = await t().app.inject({
      method: 'GET',
      url: `/cms/api/stock/vehicles?status=sold&dealer=IQ-EBL-01&items=100`,
      headers: t().admin,
    });
    expect(listed.json().data.map((v: { id: number }) => v.id)).toEqual(expect.arrayContaining(free.map((v) => v.id)));

    // Back to stock one vehicle at a time, as before: the same rows but for updated_at and the stamp.
    const batchRows = stored.slice(1).map(({ updated_at: _u, ...row }) => row);
    await t().app.inject({
      method: 'POST',
      url: '/cms/api/stock/vehicles/status',
      headers: t().admin,
      payload: { ids: free.map((v) => v.id), status: 'stock' },
    });
    await setStockStatusOneByOne(
      t().ctx.db,
      { dealers: null },
      free.map((v) => v.id),
      'sold',
      Date.now(),
    );
    const oneByOne = (await storedRows(free.map((v) => v.id))).map(({ updated_at: _u, ...row }) => row);
    expect(oneByOne).toEqual(batchRows);
  });
});
