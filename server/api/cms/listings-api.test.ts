/**
 * The listings routes of the editor API (docs/cms-api.md, "Listings") through fastify.inject on
 * SQLite and PostgreSQL: admins only, every member checked (400 with code and field), 409 on a
 * taken key, and every write seen by the listing API's CORS at once.
 */
import { describe, expect, it } from 'vitest';
import { testFixture } from '../../testing/suite-fixture.js';
import { testDialects } from '../../db/test-db.js';
import { readStockVersion } from '../../db/stock-version.js';
import { ADMIN, EDITOR, buildCmsTestApp } from '../../testing/cms-test-app.js';
import { bearer, injectCall } from '../../testing/inject-call.js';

describe.each(testDialects())('editor API: listings (%s)', (dialect) => {
  let admin: Record<string, string>;
  const t = testFixture(
    () => buildCmsTestApp(dialect),
    async (t) => {
      admin = bearer(await t.token(ADMIN));
    },
  );

  const call = injectCall(() => t().app);

  it('tells editors the list keys (name and widgets only), not the origins', async () => {
    expect((await call('GET', '/cms/api/listing_keys', {})).statusCode).toBe(401);
    expect(
      (await call('POST', '/cms/api/listings', admin, { key: 'dealer-a', name: 'Dealer A', widgets: ['lrdx-stock-locator'] })).statusCode,
    ).toBe(201);
    const editor = bearer(await t().token(EDITOR));
    const keys = await call('GET', '/cms/api/listing_keys', editor);
    expect(keys.statusCode, keys.body).toBe(200);
    const found = (keys.json().data as Array<Record<string, unknown>>).find((row) => row.key === 'dealer-a');
    expect(found).toEqual({ key: 'dealer-a', name: 'Dealer A', widgets: ['lrdx-stock-locator'] });
    expect(keys.body).not.toContain('allowed_origins');
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/cms/api/listings', {})).statusCode).toBe(401);
    const editor = bearer(await t().token(EDITOR));
    const refused = await call('POST', '/cms/api/listings', editor, { key: 'x', name: 'X' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    // A browser session needs the CSRF token to change anything.
    const session = await t().session(ADMIN);
    const noCsrf = await call('POST', '/cms/api/listings', { cookie: session.cookie }, { key: 'x', name: 'X' });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toMatch(/^csrf_/);
    const withCsrf = await call(
      'POST',
      '/cms/api/listings',
      { cookie: session.cookie, 'x-csrf-token': session.csrf },
      { key: 'x', name: 'X' },
    );
    expect(withCsrf.statusCode).toBe(201);
  });

  it('creates, reads, lists, changes and deletes a listing, bumping the stock version each time', async () => {
    const version = await readStockVersion(t().ctx.db);
    const created = await call('POST', '/cms/api/listings', admin, {
      key: 'dealer-one',
      name: '  Dealer One  ',
      allowed_origins: ['https://Dealer.Example/', 'https://dealer.example', 'http://localhost:5173'],
      brands: ['land_rover'],
      states: ['new', 'used'],
      forced_filters: { forced_statuses: ['stock'] },
      default_language: 'ar',
      widgets: ['lrdx-stock-locator', 'lrdx-showroom'],
    });
    expect(created.statusCode).toBe(201);
    const listing = created.json().data;
    expect(listing).toEqual({
      key: 'dealer-one',
      name: 'Dealer One',
      allowed_origins: ['https://dealer.example', 'http://localhost:5173'],
      dealer_codes: [],
      brands: ['land_rover'],
      states: ['new', 'used'],
      forced_filters: { forced_statuses: ['stock'] },
      default_language: 'ar',
      widgets: ['lrdx-stock-locator', 'lrdx-showroom'],
      uuid: expect.any(String),
    });
    // The listings table's triggers moved it (every step only grows it; its size means nothing).
    const afterCreate = await readStockVersion(t().ctx.db);
    expect(afterCreate).toBeGreaterThan(version);
    expect((await call('GET', '/cms/api/listings/dealer-one', admin)).json().data).toEqual(listing);
    expect((await call('GET', '/cms/api/listings', admin)).json().data.map((l: { key: string }) => l.key)).toEqual(['dealer-one']);

    const changed = await call('PUT', '/cms/api/listings/dealer-one', admin, {
      allowed_origins: ['https://shop.dealer.example:8443'],
      default_language: null,
      widgets: [],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Dealer One',
      allowed_origins: ['https://shop.dealer.example:8443'],
      default_language: null,
      widgets: [],
      brands: ['land_rover'],
    });
    expect(await readStockVersion(t().ctx.db)).toBeGreaterThan(afterCreate);

    expect((await call('DELETE', '/cms/api/listings/dealer-one', admin)).json()).toEqual({ data: { deleted: true } });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const gone = await call(method, '/cms/api/listings/dealer-one', admin, method === 'PUT' ? { name: 'x' } : undefined);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error).toMatchObject({ code: 'listing_not_found', field: 'key' });
    }
  });

  it('answers 409 on a key that exists', async () => {
    expect((await call('POST', '/cms/api/listings', admin, { key: 'iraq', name: 'Iraq' })).statusCode).toBe(201);
    const again = await call('POST', '/cms/api/listings', admin, { key: 'iraq', name: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'listing_key_taken', field: 'key' });
  });

  it('refuses bad input with 400, its code and the offending field, and writes nothing', async () => {
    await call('POST', '/cms/api/listings', admin, { key: 'iraq', name: 'Iraq', allowed_origins: ['https://a.example'] });
    const version = await readStockVersion(t().ctx.db);
    const cases: [object, string, string][] = [
      [{ key: 'Bad Key', name: 'x' }, 'invalid_request', 'key'],
      [{ key: 'ok' }, 'invalid_request', 'name'],
      [
        { key: 'ok', name: 'x', allowed_origins: ['https://a.example', 'https://b.example/stock'] },
        'invalid_request',
        'allowed_origins[1]',
      ],
      [{ key: 'ok', name: 'x', allowed_origins: ['http://dealer.example'] }, 'invalid_request', 'allowed_origins[0]'],
      [{ key: 'ok', name: 'x', allowed_origins: ['*'] }, 'invalid_request', 'allowed_origins[0]'],
      [{ key: 'ok', name: 'x', allowed_origins: [42] }, 'invalid_request', 'allowed_origins[0]'],
      [{ key: 'ok', name: 'x', widgets: ['lrdx-site-header'] }, 'invalid_request', 'widgets/0'],
      [{ key: 'ok', name: 'x', default_language: 'fr' }, 'invalid_request', 'default_language'],
      [{ key: 'ok', name: 'x', dealer_codes: ['NOPE1'] }, 'unknown_dealer', 'dealer_codes[0]'],
      [{ key: 'ok', name: 'x', forced_filters: { forced_statuses: ['gone'] } }, 'invalid_request', 'forced_filters/forced_statuses/0'],
    ];
    for (const [body, code, field] of cases) {
      const res = await call('POST', '/cms/api/listings', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toMatchObject({ code, field: expect.stringMatching(fieldPattern(field)) });
    }
    const badUpdate = await call('PUT', '/cms/api/listings/iraq', admin, { allowed_origins: ['https://ok.example', 'ftp://x.example'] });
    expect(badUpdate.json().error).toMatchObject({ code: 'invalid_request', field: 'allowed_origins[1]' });
    const rename = await call('PUT', '/cms/api/listings/iraq', admin, { key: 'other' });
    expect(rename.json().error).toMatchObject({ code: 'invalid_request', field: 'key' });
    expect((await call('GET', '/cms/api/listings/iraq', admin)).json().data.allowed_origins).toEqual(['https://a.example']);
    expect((await call('GET', '/cms/api/listings', admin)).json().data).toHaveLength(1);
    expect(await readStockVersion(t().ctx.db)).toBe(version);
  });
});

/** Schema refusals name the field as a path (`widgets/0` or `widgets[0]`); the service's as `widgets[0]`. */
function fieldPattern(field: string): RegExp {
  const parts = field.split(/[/[\].]+/).filter(Boolean);
  return new RegExp(`^${parts.map((p) => p.replace(/[-]/g, '\\-')).join('[/.\\[\\]]+')}\\]?$`);
}
