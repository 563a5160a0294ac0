/**
 * `POST /cms/api/stock/imports` (docs/stock-feed.md) through fastify.inject on SQLite and
 * PostgreSQL: who may import (admin, the stock role, a retailer's dealers only), every kind of bad
 * row named with line, field, code and its three-language reason, `all_or_nothing` and `dry_run`
 * changing nothing, a re-import changing nothing, and updates, withdrawals and held vehicles.
 */
import { describe, expect, it } from 'vitest';
import { readStockVersion } from '../../db/stock-version.js';
import { testDialects } from '../../db/test-db.js';
import { grantStock } from '../../stock-feed/stock-scope.js';
import { sampleFeedRow, sampleFeedRows, toFeedCsv, toFeedJson, type SampleRow } from '../../seed/sample-feed.js';
import { withCheckDigit } from '../../../domain/vin-check.js';
import { ADMIN, EDITOR, NOBODY, buildStockTestApp } from '../../testing/cms-test-app.js';
import { testFixture } from '../../testing/suite-fixture.js';
import { countRows } from '../../testing/count-rows.js';
import { multipartBody } from './testing/multipart.js';

const URL = '/cms/api/stock/imports';

describe.each(testDialects())('editor API: stock imports (%s)', (dialect) => {
  const t = testFixture(() => buildStockTestApp(dialect));

  const csv = (headers: Record<string, string>, rows: SampleRow[], query = '') =>
    t().app.inject({
      method: 'POST',
      url: `${URL}${query}`,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: toFeedCsv(rows),
    });
  const json = (headers: Record<string, string>, body: unknown, query = '') =>
    t().app.inject({
      method: 'POST',
      url: `${URL}${query}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const vehicleCount = () => countRows(t().ctx.db, 'vehicles');

  it('is for admins and the stock role; a retailer account changes only its own dealers', async () => {
    expect((await csv({}, sampleFeedRows(1))).statusCode).toBe(401);
    const editor = await csv({ authorization: `Bearer ${await t().token(EDITOR)}` }, sampleFeedRows(1));
    expect(editor.statusCode).toBe(403);
    expect(editor.json().error.code).toBe('forbidden');

    const [erbil, sulaymaniyah] = [sampleFeedRow(0), sampleFeedRow(1)];
    expect(erbil.dealer_code).toBe('IQ-EBL-01');
    expect(sulaymaniyah.dealer_code).not.toBe('IQ-EBL-01');
    await grantStock(t().ctx.db, t().ids.nobody, ['IQ-EBL-01'], new Date().toISOString());
    const retailer = { authorization: `Bearer ${await t().token(NOBODY)}` };
    const answer = await csv(retailer, [erbil, sulaymaniyah]);
    expect(answer.statusCode).toBe(200);
    const report = answer.json().data;
    expect(report.counts).toMatchObject({ rows: 2, added: 1, refused_rows: 1 });
    expect(report.refused).toEqual([
      {
        line: 3,
        field: 'dealer_code',
        code: 'dealer_not_allowed',
        vin: sulaymaniyah.vin,
        reason: expect.objectContaining({ en: expect.any(String), ku: expect.any(String), ar: expect.any(String) }),
      },
    ]);
    // Nor can it take over another dealer's vehicle by naming its VIN.
    const other = await t()
      .ctx.db.selectFrom('vehicles')
      .select(['vin', 'dealer_code'])
      .where('dealer_code', '!=', 'IQ-EBL-01')
      .executeTakeFirstOrThrow();
    const takeover = await csv(retailer, [{ ...erbil, external_id: 'DMS-X', vin: other.vin }]);
    expect(takeover.json().data.refused.map((r: { code: string }) => r.code)).toEqual(['dealer_not_allowed']);

    // A browser session needs the CSRF token, as everywhere in the editor API.
    const session = await t().session(ADMIN);
    const noCsrf = await csv({ cookie: session.cookie }, sampleFeedRows(1));
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toMatch(/^csrf_/);
  });

  it('names each of 22 kinds of bad rows and changes nothing with all_or_nothing', async () => {
    // Two vehicles with external ids, so a row can name one by id and the other by VIN.
    expect((await csv(t().admin, sampleFeedRows(2))).json().data.counts.added).toBe(2);
    const [first, second] = sampleFeedRows(2);
    const good = (i: number) => sampleFeedRow(10 + i);
    // The check digit is required of a North American VIN (first character 1–5) only.
    const usVin = withCheckDigit(`1${String(good(6).vin).slice(1)}`);
    const wrongCheck = usVin.slice(0, 8) + (usVin[8] === '1' ? '2' : '1') + usVin.slice(9);
    const kinds: [string, string, SampleRow & Record<string, unknown>][] = [
      ['required', 'vin', { ...good(0), vin: '' }],
      ['unknown_field', 'colour', { ...good(1), colour: 'red' }],
      ['not_text', 'version_name', { ...good(2), version_name: { x: 1 } as unknown as string }],
      ['too_long', 'version_name', { ...good(3), version_name: 'x'.repeat(200) }],
      ['bad_id', 'external_id', { ...good(4), external_id: 'has space' }],
      ['vin_malformed', 'vin', { ...good(5), vin: 'SAL123' }],
      ['vin_check_digit', 'vin', { ...good(6), vin: wrongCheck }],
      ['vin_repeated', 'vin', { ...good(7), external_id: 'DMS-REPEAT', vin: good(8).vin }],
      ['external_id_repeated', 'external_id', { ...good(9), external_id: good(8).external_id }],
      ['vin_belongs_to_other', 'vin', { ...good(10), external_id: first!.external_id, vin: second!.vin }],
      ['unknown_value', 'status', { ...good(11), status: 'parked' }],
      ['unknown_model', 'model_key', { ...good(12), model_key: 'range_rover_classic' }],
      ['unknown_dealer', 'dealer_code', { ...good(13), dealer_code: 'IQ-XXX-99' }],
      ['not_number', 'capacity', { ...good(14), capacity: 'big' }],
      ['not_integer', 'mileage', { ...good(15), mileage: 12.5 }],
      ['out_of_range', 'number_of_seats', { ...good(16), number_of_seats: 12 }],
      ['year_order', 'production_year', { ...good(17), model_year: 2024, production_year: 2025 }],
      ['bad_date', 'delivery_date', { ...good(18), delivery_date: '2026-02-30' }],
      ['bad_colour', 'color_hex', { ...good(19), color_hex: 'blue' }],
      ['not_boolean', 'price_hidden', { ...good(20), price_hidden: 'maybe' }],
      ['sale_above_msrp', 'sale_price', { ...good(21), sale_price: Number(good(21).msrp_price) + 1 }],
      ['lease_without_monthly', 'financing_options', { ...good(22), financing_options: ['cash', 'lease'], monthly_price: '' }],
      ['bad_feature', 'features_optional', { ...good(23), features_optional: ['Pack:cheap'] }],
      ['too_many', 'features_standard', { ...good(24), features_standard: Array.from({ length: 61 }, (_, i) => `F${i}`) }],
    ];
    // The repeated VIN and id need their first row before them.
    const rows = [good(8), ...kinds.map(([, , row]) => row)];
    const before = { version: await readStockVersion(t().ctx.db), count: await vehicleCount() };
    const answer = await json(t().admin, { vehicles: rows }, '?all_or_nothing=true');
    expect(answer.statusCode).toBe(200);
    const report = answer.json().data;
    expect(report.applied).toBe(false);
    expect(report.counts).toMatchObject({ rows: kinds.length + 1, added: 1, refused_rows: kinds.length });
    expect(report.refused.map((r: { line: number; field: string; code: string }) => [r.line, r.field, r.code])).toEqual(
      kinds.map(([code, field], i) => [i + 2, field, code]),
    );
    expect(new Set(kinds.map(([code]) => code)).size).toBeGreaterThanOrEqual(20);
    for (const refusal of report.refused) {
      expect(refusal.reason.en).toMatch(/\w/);
      expect(refusal.reason.ar).toMatch(/[\u0600-\u06FF]/);
      expect(refusal.reason.ku).toMatch(/[\u0600-\u06FF]/);
      expect(refusal.reason.ku).not.toBe(refusal.reason.ar);
    }
    expect(await readStockVersion(t().ctx.db)).toBe(before.version);
    expect(await vehicleCount()).toBe(before.count);
    // Without all_or_nothing the good row goes in and the bad ones are still reported.
    const partial = (await json(t().admin, { vehicles: rows })).json().data;
    expect(partial.applied).toBe(true);
    expect(partial.counts).toMatchObject({ added: 1, refused_rows: kinds.length });
    expect(await vehicleCount()).toBe(before.count + 1);
  });

  it('requires the check digit where the market uses one: a US VIN mistyped is refused, a European or Gulf one without it goes in', async () => {
    // A Range Rover and a Land Cruiser of Gulf shape and a Golf with the maker's Z filler: no valid check digit, none needed.
    const withoutDigit = ['SALGA2BE2LA123456', 'JTMHV05J804123456', 'WVWZZZ1JZXW000001'];
    const rows = [...withoutDigit.map((vin, i) => ({ ...sampleFeedRow(40 + i), vin })), { ...sampleFeedRow(43), vin: '1FTFW1ET5DFC10312' }];
    const report = (await csv(t().admin, rows)).json().data;
    expect(report.counts).toMatchObject({ added: 3, refused_rows: 1 });
    expect(report.added.map((a: { vin: string }) => a.vin)).toEqual(withoutDigit);
    expect(report.refused).toMatchObject([{ line: 5, field: 'vin', code: 'vin_check_digit', vin: '1FTFW1ET5DFC10312' }]);
  });

  it('answers a dry run without changing anything, and a re-import of the same feed changes nothing', async () => {
    const rows = sampleFeedRows(6);
    const before = { version: await readStockVersion(t().ctx.db), count: await vehicleCount() };
    const dry = (await csv(t().admin, rows, '?dry_run=true')).json().data;
    expect(dry).toMatchObject({ applied: false, counts: { added: 6, updated: 0, unchanged: 0 } });
    expect(dry.added.every((a: { id: number | null }) => a.id === null)).toBe(true);
    expect(await readStockVersion(t().ctx.db)).toBe(before.version);
    expect(await vehicleCount()).toBe(before.count);

    const first = (await csv(t().admin, rows)).json().data;
    expect(first).toMatchObject({ applied: true, counts: { added: 6, updated: 0, unchanged: 0, refused_rows: 0 } });
    expect(first.added.every((a: { id: number | null }) => typeof a.id === 'number')).toBe(true);
    const version = await readStockVersion(t().ctx.db);
    expect(version).toBeGreaterThan(before.version);

    const again = (await csv(t().admin, rows)).json().data;
    expect(again).toMatchObject({ applied: false, counts: { added: 0, updated: 0, unchanged: 6 } });
    // The same stock as JSON is the same feed.
    const asJson = (await json(t().admin, JSON.parse(toFeedJson(rows)))).json().data;
    expect(asJson).toMatchObject({ format: 'json', applied: false, counts: { unchanged: 6 } });
    // And as a multipart upload, with the options in its fields.
    const upload = multipartBody([
      { name: 'dry_run', value: 'false' },
      { name: 'file', value: toFeedCsv(rows), filename: 'stock.csv', type: 'text/csv' },
    ]);
    const uploaded = await t().app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t().admin, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(uploaded.json().data).toMatchObject({ format: 'csv', counts: { unchanged: 6 } });
    expect(await readStockVersion(t().ctx.db)).toBe(version);
  });

  it('updates what changed, withdraws what a full feed leaves out, and never touches a held vehicle', async () => {
    const rows = sampleFeedRows(4);
    await csv(t().admin, rows);
    const changed = rows.map((row, i) => (i === 0 ? { ...row, msrp_price: Number(row.msrp_price) + 2000, sale_price: '' } : row));
    const update = (await csv(t().admin, changed)).json().data;
    expect(update.counts).toMatchObject({ updated: 1, unchanged: 3 });
    expect(update.updated[0]).toMatchObject({ line: 2, vin: rows[0]!.vin });
    expect(update.updated[0].fields).toEqual(expect.arrayContaining(['msrp_price', 'display_price', 'prices']));
    const stored = await t()
      .ctx.db.selectFrom('vehicles')
      .select(['msrp_price', 'display_price'])
      .where('vin', '=', String(rows[0]!.vin))
      .executeTakeFirstOrThrow();
    expect(Number(stored.display_price)).toBe(Number(rows[0]!.msrp_price) + 2000);

    // Seeded vehicles: one reserved (held), the rest of the dealers' stock is not in this feed.
    const reserved = await t()
      .ctx.db.selectFrom('vehicles')
      .select(['id', 'vin'])
      .where('status', '=', 'reserved')
      .executeTakeFirstOrThrow();
    const inStock = await t()
      .ctx.db.selectFrom('vehicles')
      .select('id')
      .where('status', '!=', 'sold')
      .where('status', '!=', 'reserved')
      .where('external_id', 'is', null)
      .execute();
    const full = (await csv(t().admin, changed, '?withdraw=sold')).json().data;
    expect(full.counts.withdrawn).toBe(inStock.length);
    expect(full.withdrawn.every((w: { how: string }) => w.how === 'sold')).toBe(true);
    expect(full.held).toContainEqual({ id: reserved.id, vin: reserved.vin, what: 'not_withdrawn' });
    const statuses = await t().ctx.db.selectFrom('vehicles').select(['id', 'status']).where('external_id', 'is', null).execute();
    expect(statuses.find((v) => v.id === reserved.id)?.status).toBe('reserved');
    expect(statuses.filter((v) => v.status !== 'sold' && v.status !== 'reserved')).toEqual([]);

    // A feed that names the reserved car as in stock changes its price, not its status.
    const held = await t().ctx.db.selectFrom('vehicles').selectAll().where('id', '=', reserved.id).executeTakeFirstOrThrow();
    const heldRow = { ...sampleFeedRow(30), external_id: 'DMS-HELD', vin: held.vin, dealer_code: held.dealer_code, status: 'stock' };
    const kept = (await csv(t().admin, [heldRow])).json().data;
    expect(kept.held).toEqual([{ id: held.id, vin: held.vin, what: 'status_kept' }]);
    expect(kept.updated[0].fields).not.toContain('status');
    const after = await t()
      .ctx.db.selectFrom('vehicles')
      .select(['status', 'msrp_price'])
      .where('id', '=', held.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'reserved', msrp_price: heldRow.msrp_price });
    const removeAll = (await csv(t().admin, [rows[1]!], '?withdraw=remove')).json().data;
    expect(removeAll.withdrawn.map((w: { vin: string }) => w.vin)).toEqual(
      expect.arrayContaining([rows[0]!.vin, rows[2]!.vin, rows[3]!.vin]),
    );
    expect(removeAll.held).toContainEqual({ id: held.id, vin: held.vin, what: 'not_withdrawn' });
    expect(await t().ctx.db.selectFrom('vehicles').select('id').where('vin', '=', String(rows[0]!.vin)).executeTakeFirst()).toBeUndefined();
    expect(await t().ctx.db.selectFrom('vehicles').select('id').where('id', '=', held.id).executeTakeFirst()).toBeDefined();
  });

  it('refuses a file it cannot read with a 4xx naming the column', async () => {
    const unknown = await t().app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t().admin, 'content-type': 'text/csv' },
      payload: 'vin,colour\nX,red\n',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'unknown_column', field: 'colour' });
    const missing = await t().app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t().admin, 'content-type': 'text/csv' },
      payload: 'vin\nX\n',
    });
    expect(missing.json().error).toMatchObject({ code: 'missing_column', field: 'dealer_code' });
    const quote = await t().app.inject({
      method: 'POST',
      url: URL,
      headers: { ...t().admin, 'content-type': 'text/csv' },
      payload: `${toFeedCsv(sampleFeedRows(1)).trim()}\n"open`,
    });
    expect(quote.json().error).toMatchObject({ code: 'feed_unreadable', field: 'file' });
    expect((await json(t().admin, { cars: [] })).json().error.code).toBe('feed_unreadable');
    expect((await csv(t().admin, sampleFeedRows(1), '?withdraw=burn')).statusCode).toBe(400);
  });
});
