/**
 * A widget's translation overrides (docs/listing-api.md, "Widget configuration") on SQLite and
 * PostgreSQL: texts under lowercase language codes, anything else dropped, stored JSON that does not
 * parse answered as no overrides with a warning, an unknown widget as undefined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { normalizeTranslations, readWidgetTranslations } from './widget-translations.js';

describe('normalizeTranslations', () => {
  it('keeps string texts under lowercase language codes and merges codes that differ in case', () => {
    expect(normalizeTranslations({ EN: { a: 'A', n: 1 }, en: { b: 'B' }, ku: null, ar: ['x'] })).toEqual({ en: { a: 'A', b: 'B' } });
    expect(normalizeTranslations([1])).toEqual({});
    expect(normalizeTranslations('text')).toEqual({});
  });
});

describe.each(testDialects())('widget translations on %s', (dialect) => {
  let t: TestDatabase;
  const row = (id: string, data: string) => ({ id, data, updated_at: '2026-01-01T00:00:00Z' });

  beforeAll(async () => {
    t = await openMigratedTestDatabase(dialect);
    await t.db
      .insertInto('widget_translations_configs')
      .values([row('stock_locator', '{"KU":{"title":"سەرناو"}}'), row('broken', '{nope')])
      .execute();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('reads the stored overrides', async () => {
    const warnings: string[] = [];
    expect(await readWidgetTranslations(t.db, 'stock_locator', (m) => warnings.push(m))).toEqual({ ku: { title: 'سەرناو' } });
    expect(await readWidgetTranslations(t.db, 'unknown', (m) => warnings.push(m))).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('answers stored JSON that does not parse as no overrides, with a warning', async () => {
    const warnings: string[] = [];
    expect(await readWidgetTranslations(t.db, 'broken', (m) => warnings.push(m))).toEqual({});
    expect(warnings).toEqual(['Invalid JSON in widget translations broken']);
  });
});
