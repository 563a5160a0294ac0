/**
 * The stock version moves once per import that changes anything (docs/stock-feed.md, "After an
 * import"; migration 0039), on SQLite and PostgreSQL: an import that adds, updates, withdraws as
 * sold and removes — one statement each at least — moves it by exactly one, and so purges the CDN's
 * `stock` key once; a re-import that changes nothing and a dry run do not move it. Every change of
 * the import is logged under that one version, so each listing index applies it in one step. A
 * plain write outside an import still moves it, and on PostgreSQL two statements of one other
 * transaction move it once too.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { readStockVersion } from '../db/stock-version.js';
import { readStockChanges } from '../db/stock-changes.js';
import { testDialects } from '../db/test-db.js';
import { sampleFeedRows, toFeedCsv, type SampleRow } from '../seed/sample-feed.js';
import { buildStockTestApp } from '../testing/cms-test-app.js';
import { testFixture } from '../testing/suite-fixture.js';

describe.each(testDialects())('stock version: once per import (%s)', (dialect) => {
  const t = testFixture(() => buildStockTestApp(dialect));

  const importCsv = async (rows: SampleRow[], query = '') => {
    const answer = await t().app.inject({
      method: 'POST',
      url: `/cms/api/stock/imports${query}`,
      headers: { ...t().admin, 'content-type': 'text/csv' },
      payload: toFeedCsv(rows),
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().data;
  };
  const stockPurges = async () =>
    Number((await t().ctx.db.selectFrom('cdn_purges').select('generation').where('key', '=', 'stock').executeTakeFirst())?.generation ?? 0);

  it('moves once for an import that adds, updates, sells and removes; never for one that changes nothing', async () => {
    const rows = sampleFeedRows(12);
    let before = await readStockVersion(t().ctx.db);
    const first = await importCsv(rows);
    expect(first.counts.added).toBe(12);
    expect(first.stock_version - before).toBe(1);

    // Re-priced rows (one update batch), rows named no more removed, the seeded stock sold:
    // inserts, updates, a sold UPDATE and DELETEs in one import.
    const repriced = rows.slice(0, 8).map((row) => ({ ...row, msrp_price: Number(row.msrp_price) + 1000 }));
    const fresh = sampleFeedRows(3, 100);
    before = await readStockVersion(t().ctx.db);
    const purgesBefore = await stockPurges();
    const mixed = await importCsv([...repriced, ...fresh], '?withdraw=remove');
    expect(mixed.counts).toMatchObject({ added: 3, updated: 8 });
    expect(mixed.withdrawn.some((w: { how: string }) => w.how === 'removed')).toBe(true);
    expect(mixed.stock_version - before).toBe(1);
    expect(await readStockVersion(t().ctx.db)).toBe(before + 1);
    expect(await stockPurges()).toBe(purgesBefore + 1);
    // Every vehicle it changed is logged under that one version: an index applies it in one step.
    const log = await readStockChanges(t().ctx.db, before, before + 1);
    expect(new Set(log.entries.map((entry) => entry.version))).toEqual(new Set([before + 1]));
    const ids = new Set(log.entries.map((entry) => entry.vehicle_id));
    for (const change of [...mixed.added, ...mixed.updated, ...mixed.withdrawn]) expect(ids.has(change.id)).toBe(true);

    const same = await importCsv([...repriced, ...fresh], '?withdraw=remove');
    expect(same.applied).toBe(false);
    expect(same.stock_version).toBe(before + 1);
    const dry = await importCsv(
      rows.map((row) => ({ ...row, msrp_price: Number(row.msrp_price) + 5000 })),
      '?dry_run=true&withdraw=sold',
    );
    expect(dry.counts.updated).toBeGreaterThan(0);
    expect(dry.stock_version).toBe(before + 1);
    expect(await stockPurges()).toBe(purgesBefore + 1);
  });

  it('still moves for a plain write, and once for a PostgreSQL transaction of several statements', async () => {
    const [a, b] = await t().ctx.db.selectFrom('vehicles').select(['id', 'msrp_price']).limit(2).execute();
    let before = await readStockVersion(t().ctx.db);
    await t().ctx.db.updateTable('vehicles').set({ mileage: 7 }).where('id', '=', a!.id).execute();
    expect(await readStockVersion(t().ctx.db)).toBe(before + 1);
    before = await readStockVersion(t().ctx.db);
    await t()
      .ctx.db.transaction()
      .execute(async (trx) => {
        await sql`UPDATE vehicles SET mileage = 8 WHERE id = ${a!.id}`.execute(trx);
        await sql`UPDATE vehicles SET mileage = 9 WHERE id = ${b!.id}`.execute(trx);
      });
    // SQLite's triggers cannot tell a transaction without the batch row: each row moves it, as before 0039.
    expect(await readStockVersion(t().ctx.db)).toBe(before + (dialect === 'postgres' ? 1 : 2));
    before = await readStockVersion(t().ctx.db);
    await t().ctx.db.updateTable('vehicles').set({ mileage: 10 }).where('id', '=', b!.id).execute();
    expect(await readStockVersion(t().ctx.db)).toBe(before + 1);
  });
});
