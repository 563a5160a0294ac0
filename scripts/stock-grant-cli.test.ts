import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../server/auth/accounts.js';
import { dealerRows } from '../server/seed/dealers.js';
import type { TestDatabase } from '../server/db/test-db.js';
import { openMigratedTestDatabase } from '../server/migrations/testing/migrated-test-database.js';
import { stockScopeOf } from '../server/stock-feed/stock-scope.js';
import { StockGrantError, runStockGrant } from './stock-grant-cli.js';

describe('npm run stock:grant', () => {
  let database: TestDatabase;
  let id: number;
  const NOW = '2026-11-29T12:00:00.000Z';
  beforeEach(async () => {
    database = await openMigratedTestDatabase('sqlite');
    await database.db.insertInto('dealers').values(dealerRows()).execute();
    id = (await createAccount(database.db, { email: 'Retailer@Example.com', password: 'violet harbour lamp 7', role: null })).id;
  });
  afterEach(async () => database.cleanup());

  it("gives a retailer's account its dealers only, every dealer, or nothing again", async () => {
    const grant = (...argv: string[]) => runStockGrant(database.db, argv, NOW);
    expect(await grant('--email', 'retailer@example.com', '--dealer', 'IQ-EBL-01')).toMatch(/IQ-EBL-01/);
    expect(await stockScopeOf(database.db, { id, role: null })).toEqual({ dealers: new Set(['IQ-EBL-01']) });
    await grant('--email', 'retailer@example.com', '--all-dealers');
    expect(await stockScopeOf(database.db, { id, role: null })).toEqual({ dealers: null });
    await grant('--email', 'retailer@example.com', '--revoke');
    expect(await stockScopeOf(database.db, { id, role: null })).toBeNull();
    // An admin needs no grant.
    expect(await stockScopeOf(database.db, { id, role: 'admin' })).toEqual({ dealers: null });
  });

  it('refuses an unknown account or dealer and an unclear choice', async () => {
    const grant = (...argv: string[]) => runStockGrant(database.db, argv, NOW);
    await expect(grant('--email', 'nobody@example.com', '--all-dealers')).rejects.toThrow(StockGrantError);
    await expect(grant('--email', 'retailer@example.com', '--dealer', 'IQ-XXX-99')).rejects.toThrow(/IQ-XXX-99/);
    await expect(grant('--email', 'retailer@example.com')).rejects.toThrow(/not both or neither/);
    await expect(grant('--email', 'retailer@example.com', '--all-dealers', '--dealer', 'IQ-EBL-01')).rejects.toThrow(/not both or neither/);
  });
});
