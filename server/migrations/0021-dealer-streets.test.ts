/**
 * Migration 0021 on a database that already holds dealers: they keep their stored street, which
 * every language shows until someone translates it; a translation is stored and read back per
 * language, and migrating down leaves the dealers as they were.
 */
import { describe, expect, it } from 'vitest';
import { retailerAddressLine } from '../../domain/retailer-address.js';
import { fixtureDealers } from '../listing/testing/fixture.js';
import { migrateToLatest } from './migrate.js';
import { testDialects } from '../db/test-db.js';
import { migrateTestDatabaseTo, openMigrationTestDatabase } from './testing/migration-test-db.js';

// A dealer as rows from before 0021 were written: no street translations.
const {
  street_ku: _ku,
  street_ar: _ar,
  ...before
} = {
  ...fixtureDealers()[0]!,
  address: '100 Meter Road, Ankawa, Erbil',
  locality: 'Ankawa',
  state: 'Erbil',
};

describe.each(testDialects())('migration 0021-dealer-streets on %s', (dialect) => {
  it('keeps existing dealers with their stored street in every language, and stores translations', async () => {
    const { db } = await openMigrationTestDatabase(dialect);
    await migrateTestDatabaseTo(db, '0020-refold-lead-search');
    await db.insertInto('dealers').values(before).execute();

    await migrateToLatest(db);

    const row = await db.selectFrom('dealers').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ address: '100 Meter Road, Ankawa, Erbil', street_ku: null, street_ar: null });
    expect(retailerAddressLine(row, 'ku')).toBe('100 Meter Road، عەنکاوە، هەولێر');

    await db.updateTable('dealers').set({ street_ku: 'شەقامی 100 مەتری' }).where('id', '=', row.id).execute();
    const translated = await db.selectFrom('dealers').selectAll().executeTakeFirstOrThrow();
    expect(retailerAddressLine(translated, 'ku')).toBe('شەقامی ١٠٠ مەتری، عەنکاوە، هەولێر');
    expect(retailerAddressLine(translated, 'ar')).toBe('100 Meter Road، عنكاوا، أربيل'); // not translated: the stored street
    expect(retailerAddressLine(translated, 'en')).toBe('100 Meter Road, Ankawa, Erbil');
  });

  it('migrates down without the translations, keeping the dealers', async () => {
    const { db } = await openMigrationTestDatabase(dialect);
    await migrateToLatest(db);
    await db
      .insertInto('dealers')
      .values({ ...before, street_ku: 'شەقامی 100 مەتری', street_ar: 'شارع 100 متر' })
      .execute();
    await migrateTestDatabaseTo(db, '0020-refold-lead-search');
    const columns = (await db.introspection.getTables()).find((t) => t.name === 'dealers')?.columns.map((c) => c.name);
    expect(columns).not.toContain('street_ku');
    expect(columns).not.toContain('street_ar');
    expect(await db.selectFrom('dealers').select(['dealer_code', 'address']).execute()).toEqual([
      { dealer_code: before.dealer_code, address: '100 Meter Road, Ankawa, Erbil' },
    ]);
  });
});
