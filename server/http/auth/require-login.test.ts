/**
 * The require-login setting on the whole application: off, pages and the API reads are public and
 * /auth-exchange does not exist; on, a visitor is sent to sign in and comes back to the page
 * through /auth-exchange, the API reads answer 401 without a session or token, the sign-in page's
 * stylesheet stays open, and guarded answers are never publicly cacheable.
 */
import { describe, expect, it } from 'vitest';
import { suiteFixture } from '../../testing/suite-fixture.js';
import { testDialects } from '../../db/test-db.js';
import { buildSiteAuthTestApp, cookieHeaderOf, SITE_NOBODY } from '../../testing/site-auth-test-app.js';

describe.each(testDialects())('require-login (%s)', (dialect) => {
  const t = suiteFixture(() => buildSiteAuthTestApp(dialect));

  it('leaves the site and its API public while the setting is off', async () => {
    await t().setRequireLogin(false);
    expect((await t().app.inject({ method: 'GET', url: '/ku/about-us' })).statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: '/nav_entries?language=ku' })).statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: '/public_api/pages/by_path/about-us' })).statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: '/auth-exchange?return=%2Fku%2Fabout-us' })).statusCode).toBe(404);
  });

  it('sends a visitor to sign in and back to the page through /auth-exchange while it is on', async () => {
    await t().setRequireLogin(true);
    const visitor = await t().app.inject({ method: 'GET', url: '/ar/about-us?x=1' });
    const exchange = '/auth-exchange?return=%2Far%2Fabout-us%3Fx%3D1';
    expect([visitor.statusCode, visitor.headers.location]).toEqual([302, `/auth/sign-in?lang=ar&return=${encodeURIComponent(exchange)}`]);
    for (const url of ['/nav_entries?language=ku', '/public_api/pages/by_path/about-us', '/settings']) {
      const api = await t().app.inject({ method: 'GET', url });
      expect([url, api.statusCode, api.json().error.code]).toEqual([url, 401, 'unauthenticated']);
    }
    expect((await t().app.inject({ method: 'GET', url: '/site/site.css' })).statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: '/ku/auth/error?type=signInFailed' })).statusCode).toBe(401);

    // The sign-in page's form, as a browser posts it, lands on /auth-exchange and then the page.
    const page = await t().app.inject({ method: 'GET', url: visitor.headers.location! });
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const signIn = await t().app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { cookie: cookieHeaderOf(page), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...SITE_NOBODY, _csrf: csrf, lang: 'ar', return: exchange }).toString(),
    });
    expect([signIn.statusCode, signIn.headers.location]).toEqual([303, exchange]);
    const cookie = cookieHeaderOf(signIn);
    const back = await t().app.inject({ method: 'GET', url: exchange, headers: { cookie } });
    expect([back.statusCode, back.headers.location]).toEqual([302, '/ar/about-us?x=1']);
    const shown = await t().app.inject({ method: 'GET', url: '/ar/about-us?x=1', headers: { cookie } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toMatch(/private/);
    const api = await t().app.inject({ method: 'GET', url: '/nav_entries?language=ar', headers: { cookie } });
    expect(api.statusCode).toBe(200);
    const bearer = await t().app.inject({
      method: 'GET',
      url: '/nav_entries?language=ar',
      headers: { authorization: `Bearer ${await t().token(SITE_NOBODY)}` },
    });
    expect(bearer.statusCode).toBe(200);
    await t().setRequireLogin(false);
    expect((await t().app.inject({ method: 'GET', url: '/ar/about-us' })).statusCode).toBe(200);
  });
});
