import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import type { Vehicle } from '../../../domain/vehicle.js';
import { testDialects } from '../../db/test-db.js';
import { ALLOWED_ORIGIN } from '../../listing/testing/fixture.js';
import { buildListingTestApp } from '../../testing/listing-test-app.js';

type SimilarBody = { data: Vehicle[]; meta: { model: string; items: number } };

describe.each(testDialects())('similar vehicles on %s', (dialect) => {
  const t = suiteFixture(() => buildListingTestApp(dialect));

  it('returns vehicles of the same model, never the current one, at most 6', async () => {
    const current = t().vehicles.find((v) => t().vehicles.filter((o) => o.model === v.model).length > 10);
    const res = await t().app.inject({
      url: `/public_api/listing/iraq/vehicle/${current?.id}/similar?items=12`,
      headers: { origin: ALLOWED_ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    const body = res.json<SimilarBody>();
    expect(body.data).toHaveLength(6);
    expect(body.meta).toEqual({ model: current?.model, items: 6 });
    for (const v of body.data) {
      expect(v.attributes.model).toBe(current?.model);
      expect(v.id).not.toBe(current?.id);
    }
    // Newest first, as the listing's default order.
    const created = body.data.map((v) => Date.parse(v.attributes.created_at));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    const three = (await t().app.inject({ url: `/public_api/listing/iraq/vehicle/${current?.id}/similar?items=3` })).json<SimilarBody>();
    expect(three.data.map((v) => v.id)).toEqual(body.data.slice(0, 3).map((v) => v.id));
    const byDefault = (await t().app.inject({ url: `/public_api/listing/iraq/vehicle/${current?.id}/similar` })).json<SimilarBody>();
    expect(byDefault.data.map((v) => v.id)).toEqual(body.data.map((v) => v.id));
  });

  it('also works through the listing query with the spec key filter[nameplate_name_in]', async () => {
    const model = t().vehicles[0]?.model ?? '';
    const res = await t().app.inject({ url: `/public_api/listing/iraq?items=12&filter[nameplate_name_in][]=${encodeURIComponent(model)}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Vehicle[]; meta: { total: number } }>();
    expect(body.meta.total).toBe(t().vehicles.filter((v) => v.model === model).length);
    for (const v of body.data) expect(v.attributes.model).toBe(model);
  });

  it('rejects bad input and vehicles outside the listing', async () => {
    const inErbil = t().vehicles.find((v) => v.dealer_code === 'ERB01');
    const outside = t().vehicles.find((v) => v.dealer_code === 'SUL01');
    for (const [url, status, code, field] of [
      [`/public_api/listing/iraq/vehicle/${inErbil?.id}/similar?items=0`, 400, 'out_of_range', 'items'],
      [`/public_api/listing/iraq/vehicle/${inErbil?.id}/similar?items=13`, 400, 'out_of_range', 'items'],
      [`/public_api/listing/iraq/vehicle/${inErbil?.id}/similar?items=x`, 400, 'invalid_number', 'items'],
      ['/public_api/listing/iraq/vehicle/abc/similar', 400, 'invalid_number', 'vehicleId'],
      ['/public_api/listing/iraq/vehicle/999999/similar', 404, 'vehicle_not_found', 'vehicleId'],
      [`/public_api/listing/erbil/vehicle/${outside?.id}/similar`, 404, 'vehicle_not_found', 'vehicleId'],
      ['/public_api/listing/nowhere/vehicle/1/similar', 404, 'listing_not_found', 'id'],
    ] as const) {
      const res = await t().app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toEqual({ error: { code, message: expect.any(String), field } });
    }
  });
});
