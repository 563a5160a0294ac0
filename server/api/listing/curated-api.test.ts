import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import type { ListingLightResponse, ListingResponse } from '../../../domain/listing-query.js';
import { testDialects } from '../../db/test-db.js';
import { buildListingTestApp } from '../../testing/listing-test-app.js';

const url = (vehicles: string, rest = ''): string => `/public_api/listing/iraq?vehicles=${encodeURIComponent(vehicles)}${rest}`;

describe.each(testDialects())('a curated list over the listing API on %s', (dialect) => {
  const t = suiteFixture(() => buildListingTestApp(dialect));

  it('answers exactly the vehicles named by id or VIN, in any digits and case, and drops unknown ones', async () => {
    const [a, b, c] = t()
      .vehicles.slice(10, 13)
      .map((v) => v);
    if (!a || !b || !c) throw new Error('fixture too small');
    const list = `${a.id}, ${b.vin.toLowerCase()}\n${String(c.id).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d)},999999`;
    const res = await t().app.inject({ url: url(list, '&sort=createdAtAsc') });
    expect(res.statusCode).toBe(200);
    const body = res.json<ListingResponse>();
    expect(body.data.map((v) => v.id).sort((x, y) => x - y)).toEqual([a.id, b.id, c.id].sort((x, y) => x - y));
    expect(body.meta.total).toBe(3);
    // Facets count only the list.
    const states = body.meta.facets?.checkbox.states ?? [];
    expect(states.reduce((sum, o) => sum + o.count, 0)).toBe(3);
    const light = await t().app.inject({ url: `/public_api/listing/iraq/light?vehicles[]=${a.id}&vehicles[]=${b.vin}` });
    expect(light.json<ListingLightResponse>().meta.total).toBe(2);
  });

  it('keeps the forced statuses: a sold or reserved vehicle drops out when the caller leaves them out', async () => {
    const sold = t().vehicles.find((v) => v.status === 'sold');
    const stock = t().vehicles.find((v) => v.status === 'stock');
    if (!sold || !stock) throw new Error('fixture lacks statuses');
    const res = await t().app.inject({ url: url(`${sold.id},${stock.id}`, '&forced_statuses[]=stock') });
    expect(res.json<ListingResponse>().data.map((v) => v.id)).toEqual([stock.id]);
  });

  it('answers an empty page (not an error) when none of the list is in stock, and another ETag per list', async () => {
    const none = await t().app.inject({ url: url('999998,999999') });
    expect(none.statusCode).toBe(200);
    expect(none.json<ListingResponse>().meta).toMatchObject({ total: 0, pages: 0 });
    const first = t().vehicles[0];
    if (!first) throw new Error('fixture empty');
    const one = await t().app.inject({ url: url(String(first.id)) });
    const plain = await t().app.inject({ url: '/public_api/listing/iraq' });
    expect(one.headers.etag).not.toBe(plain.headers.etag);
    expect(one.headers.etag).not.toBe(none.headers.etag);
  });

  it.each([
    ['abc', 'invalid_vehicle'],
    ['12,SAL0000000000001I', 'invalid_vehicle'],
    [Array.from({ length: 25 }, (_, i) => i + 1).join(','), 'out_of_range'],
  ])('refuses the list %s with 400 %s naming vehicles', async (list, code) => {
    const res = await t().app.inject({ url: url(list) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code, field: 'vehicles' } });
  });
});
