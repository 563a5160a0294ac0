/**
 * A price changed by a feed import reaches visitors (docs/stock-feed.md, "After an import"): the
 * listing API (`/public_api/listing/iraq`) and the vehicle page show the new price on the next
 * request, on SQLite and PostgreSQL, with the page cache on.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showroomPath } from '../../domain/showroom-slug.js';
import type { Vehicle } from '../../domain/vehicle.js';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import type { Services } from '../services.js';
import { buildContentTestApp } from '../testing/content-test-app.js';
import { sampleFeedRow, type SampleRow } from '../seed/sample-feed.js';
import { importSampleRows } from '../testing/import-sample-rows.js';

describe.each(testDialects())('a feed import reaches the listing and the vehicle page (%s)', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let services: Services;

  beforeAll(async () => {
    ({ app, database, services } = await buildContentTestApp(dialect, { demo: { vehicles: 30 }, listing: true }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const importRows = (rows: SampleRow[]) => importSampleRows(services.stock, rows);

  const listed = async (vin: string): Promise<Vehicle | undefined> => {
    const answer = await app.inject({ method: 'GET', url: '/public_api/listing/iraq?items=12' });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: Vehicle[] }>().data.find((v) => v.attributes.vin === vin);
  };

  it('shows an added vehicle, then its new price, in the listing and on its page', async () => {
    const row = { ...sampleFeedRow(3), sale_price: '', price_hidden: false };
    const vin = String(row.vin);
    expect((await importRows([row])).counts.added).toBe(1);
    const vehicle = await listed(vin);
    expect(vehicle?.attributes.display_price).toBe(row.msrp_price);
    const path = showroomPath(vehicle!);
    const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const before = await app.inject({ method: 'GET', url: path.replace(/^\/ku\//, '/en/') });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain(grouped(Number(row.msrp_price)));

    const newPrice = Number(row.msrp_price) + 7_300;
    const report = await importRows([{ ...row, msrp_price: newPrice }]);
    expect(report.counts.updated).toBe(1);
    expect((await listed(vin))?.attributes.display_price).toBe(newPrice);
    const after = await app.inject({ method: 'GET', url: path.replace(/^\/ku\//, '/en/') });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(grouped(newPrice));
    expect(after.body).not.toContain(grouped(Number(row.msrp_price)));
  });
});
