/**
 * The company config service (docs/listing-api.md, "Widget configuration") on SQLite and PostgreSQL:
 * entries in the asked type order, filtered by section, and stored JSON that does not parse left out
 * with a warning naming the entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import { openMigratedTestDatabase } from '../migrations/testing/migrated-test-database.js';
import { companyExists, readCompanyConfig } from './company-configs.js';

describe.each(testDialects())('company configs on %s', (dialect) => {
  let t: TestDatabase;
  const entry = (section: string, config_type: string, data: string) => ({
    company_id: 'acme',
    section,
    config_type,
    data,
    updated_at: '2026-01-01T00:00:00Z',
  });

  beforeAll(async () => {
    t = await openMigratedTestDatabase(dialect);
    await t.db
      .insertInto('company_configs')
      .values([
        entry('stock_locator', 'cash', '{"a":1}'),
        entry('stock_locator', 'lease', '{"b":2}'),
        entry('order_online', 'additional', '{"c":3}'),
        entry('order_online', 'subscription', '{broken'),
      ])
      .execute();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('answers the asked types in the asked order, and only the asked section', async () => {
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    const asked = await readCompanyConfig(t.db, { companyId: 'acme', section: 'all', types: ['lease', 'additional', 'cash'] }, warn);
    expect(asked).toEqual([
      { config_type: 'lease', data: { b: 2 } },
      { config_type: 'additional', data: { c: 3 } },
      { config_type: 'cash', data: { a: 1 } },
    ]);
    const section = await readCompanyConfig(t.db, { companyId: 'acme', section: 'stock_locator', types: null }, warn);
    expect(section.map((e) => e.config_type)).toEqual(['cash', 'lease']);
    expect(await readCompanyConfig(t.db, { companyId: 'other', section: 'all', types: null }, warn)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('leaves out an entry whose JSON does not parse and says which', async () => {
    const warnings: string[] = [];
    const all = await readCompanyConfig(t.db, { companyId: 'acme', section: 'all', types: null }, (m) => warnings.push(m));
    expect(all.map((e) => e.config_type)).toEqual(['additional', 'cash', 'lease']);
    expect(warnings).toEqual(['Invalid JSON in company config acme/order_online/subscription']);
  });

  it('knows a company only by a listing with that list key', async () => {
    expect(await companyExists(t.db, 'acme')).toBe(false);
  });
});
