import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { testDialects } from '../../db/test-db.js';
import { fixtureListing } from '../../listing/testing/fixture.js';
import { settingRows } from '../../seed/settings.js';
import { buildContentTestApp } from '../../testing/content-test-app.js';

describe.each(testDialects())('GET /currency-exchange (%s)', (dialect) => {
  // No currency_exchange.api_url: the local stand-in fills the rates on the first read.
  const t = suiteFixture(
    () => buildContentTestApp(dialect),
    async (t) => {
      await t.database.db.insertInto('settings').values(settingRows()).execute();
    },
  );

  it("answers the rate to the double price's currency by default, and to another on request", async () => {
    const res = await t().app.inject({ method: 'GET', url: '/currency-exchange' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ base: 'USD', currency: 'IQD', exchangeRate: 1310, source: 'local' });
    expect(res.json().data.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const eur = await t().app.inject({ method: 'GET', url: '/currency-exchange?currency=EUR' });
    expect(eur.json().data).toMatchObject({ currency: 'EUR', exchangeRate: 0.95 });
    const rows = await t().database.db.selectFrom('currency_rates').select('quote').execute();
    expect(rows.length).toBeGreaterThan(2);
  });

  it('may be read cross-origin by an origin some listing allows, like /settings', async () => {
    await t()
      .database.db.insertInto('listings')
      .values(
        fixtureListing('iraq-rates', {
          name: 'Iraq',
          allowed_origins: JSON.stringify(['https://dealer.example']),
          button_set: '{}',
          uuid: '00000000-0000-4000-8000-000000000009',
        }),
      )
      .execute();
    const listed = await t().app.inject({ method: 'GET', url: '/currency-exchange', headers: { origin: 'https://dealer.example' } });
    expect(listed.headers['access-control-allow-origin']).toBe('https://dealer.example');
    const other = await t().app.inject({ method: 'GET', url: '/currency-exchange', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a malformed currency with 400 and an unknown one with 404', async () => {
    const bad = await t().app.inject({ method: 'GET', url: '/currency-exchange?currency=iqd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'invalid_request', field: 'currency' });
    const unknown = await t().app.inject({ method: 'GET', url: '/currency-exchange?currency=XYZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'rate_not_found', field: 'currency' } });
  });
});
