/**
 * Migration 0009 on a database that already holds pages and navigation from before: they become
 * the Kurdish site's, a path is unique per language only, and every language reads its own menu.
 */
import { describe, expect, it } from 'vitest';
import { listNavEntries } from '../content/nav-repository.js';
import { findPublishedPageByPath, languagesWithPublishedPage } from '../content/pages-repository.js';
import { migrateToLatest } from './migrate.js';
import { testDialects } from '../db/test-db.js';
import { testPageRow } from '../testing/page-row.js';
import { migrateTestDatabaseTo, openMigrationTestDatabase } from './testing/migration-test-db.js';

/** A page row as they were before migration 0013 added `nav_hidden`. */
const page = (path: string, title: string) => {
  const { nav_hidden: _added, ...row } = testPageRow({ path, title });
  return row;
};

describe.each(testDialects())('migration 0009-page-languages on %s', (dialect) => {
  it('keeps the pages and menu of before as Kurdish and makes the path unique per language', async () => {
    const { db } = await openMigrationTestDatabase(dialect);
    await migrateTestDatabaseTo(db, '0008-order-access');
    await db
      .insertInto('pages')
      .values([page('/', 'ماڵەوە'), page('/about-us', 'دەربارەی ئێمە')])
      .execute();
    await db.insertInto('nav_entries').values({ label: 'سەرەکی', url: '/ku/', position: 1, parent_id: null }).execute();

    await migrateToLatest(db);

    const rows = await db.selectFrom('pages').select(['language', 'path']).orderBy('path').execute();
    expect(rows).toEqual([
      { language: 'ku', path: '/' },
      { language: 'ku', path: '/about-us' },
    ]);
    expect((await listNavEntries(db, 'ku')).map((e) => e.label)).toEqual(['سەرەکی']);
    expect(await listNavEntries(db, 'en')).toEqual([]);

    // The same path in another language is another row; twice in one language is refused.
    await db
      .insertInto('pages')
      .values({ ...page('/about-us', 'About us'), language: 'en' })
      .execute();
    await expect(
      db
        .insertInto('pages')
        .values({ ...page('/about-us', 'Again'), language: 'en' })
        .execute(),
    ).rejects.toThrow();
    expect((await findPublishedPageByPath(db, '/about-us', 'en'))?.title).toBe('About us');
    expect((await findPublishedPageByPath(db, 'about-us', 'ku'))?.title).toBe('دەربارەی ئێمە');
    expect(await findPublishedPageByPath(db, '/about-us', 'ar')).toBeUndefined();
    expect(await languagesWithPublishedPage(db, '/about-us')).toEqual(['ku', 'en']);
    expect(await languagesWithPublishedPage(db, '/')).toEqual(['ku']);
  });

  it('leaves unpublished translations out of the languages of a path', async () => {
    const { db } = await openMigrationTestDatabase(dialect);
    await migrateToLatest(db);
    await db
      .insertInto('pages')
      .values([
        { ...page('/offers', 'Offers'), language: 'en' },
        { ...page('/offers', 'العروض'), language: 'ar', state: 'disabled' },
      ])
      .execute();
    expect(await languagesWithPublishedPage(db, '/offers')).toEqual(['en']);
    expect(await findPublishedPageByPath(db, '/offers', 'ar')).toBeUndefined();
  });

  it('migrates down to one path per page, keeping the Kurdish pages', async () => {
    const { db } = await openMigrationTestDatabase(dialect);
    await migrateToLatest(db);
    await db
      .insertInto('pages')
      .values([
        { ...page('/', 'ماڵەوە'), language: 'ku' },
        { ...page('/', 'Home'), language: 'en' },
      ])
      .execute();
    await migrateTestDatabaseTo(db, '0008-order-access');
    const rows = await db.selectFrom('pages').select(['path', 'title']).execute();
    expect(rows).toEqual([{ path: '/', title: 'ماڵەوە' }]);
  });
});
