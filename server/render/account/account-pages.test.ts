/**
 * The account pages: /cms and /admin send visitors to sign-in with the path to return to,
 * role-less accounts to /{lang}/auth/error?type=noPermissions and editors at /admin to
 * /{lang}/no-access; the sign-in page in three languages; only same-site return paths; the
 * require-login setting and /auth-exchange. Also one real HTTP round trip with cookies.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../db/test-db.js';
import { signInReturnPath } from '../../http/auth/paths.js';
import { buildAuthTestApp, type AuthTestApp } from '../../testing/auth-test-app.js';
import { grantStock } from '../../stock-feed/stock-scope.js';
import { registerRequireLogin } from './index.js';

const jarOf = (response: LightMyRequestResponse) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('return paths', () => {
  it('accepts same-site paths only', () => {
    expect(signInReturnPath('/ku/cms')).toBe('/ku/cms');
    expect(signInReturnPath('/en/admin?tab=users#top')).toBe('/en/admin?tab=users#top');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'ku/cms',
      '',
      '/\tx',
      '/auth/sign-in',
      undefined,
      42,
    ])
      expect(signInReturnPath(bad), String(bad)).toBeUndefined();
  });
});

describe.each(testDialects())('account pages (%s)', (dialect) => {
  let t: AuthTestApp;
  afterEach(async () => t.close());

  async function signedIn(email: string, password: string): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/auth/sign-in', payload: { email, password } });
    expect(response.statusCode).toBe(200);
    return jarOf(response);
  }

  it('sends visitors of /cms, /cms/_ and /admin to sign-in with the path to return to', async () => {
    t = await buildAuthTestApp(dialect);
    const cms = await t.app.inject({ method: 'GET', url: '/ku/cms' });
    expect([cms.statusCode, cms.headers.location]).toEqual([302, '/auth/sign-in?lang=ku&return=%2Fku%2Fcms']);
    expect((await t.app.inject({ method: 'GET', url: '/ar/admin' })).headers.location).toBe('/auth/sign-in?lang=ar&return=%2Far%2Fadmin');
    expect((await t.app.inject({ method: 'GET', url: '/en/cms/_' })).headers.location).toBe('/en/cms');
    expect((await t.app.inject({ method: 'GET', url: '/cms' })).headers.location).toBe('/ku/cms');
    expect((await t.app.inject({ method: 'GET', url: '/admin' })).headers.location).toBe('/ku/admin');
  });

  it('sends a role-less account to noPermissions and an editor at /admin to no-access; shows an admin both areas', async () => {
    t = await buildAuthTestApp(dialect);
    await t.addUser('none@example.com', 'silent meadow orbit 1', null);
    await t.addUser('ed@example.com', 'copper kettle orbit 1', 'editor');
    await t.addUser('ad@example.com', 'brass lantern orbit 1', 'admin');
    const none = await signedIn('none@example.com', 'silent meadow orbit 1');
    expect((await t.app.inject({ method: 'GET', url: '/ku/cms', headers: { cookie: none } })).headers.location).toBe(
      '/ku/auth/error?type=noPermissions',
    );
    const editor = await signedIn('ed@example.com', 'copper kettle orbit 1');
    expect((await t.app.inject({ method: 'GET', url: '/en/admin', headers: { cookie: editor } })).headers.location).toBe('/en/no-access');
    const cms = await t.app.inject({ method: 'GET', url: '/ku/cms', headers: { cookie: editor } });
    expect(cms.statusCode).toBe(200);
    expect(cms.headers['cache-control']).toBe('no-store');
    expect(cms.body).toContain('<html lang="ckb" dir="rtl">');
    expect(cms.body).toContain('دەستکاریکەر');
    const admin = await signedIn('ad@example.com', 'brass lantern orbit 1');
    const adminPage = await t.app.inject({ method: 'GET', url: '/ar/admin', headers: { cookie: admin } });
    expect(adminPage.statusCode).toBe(200);
    expect(adminPage.body).toContain('<html lang="ar" dir="rtl">');
    expect(adminPage.body).toContain('ad@example.com');
  });

  it('opens the stock screen to an admin and to a role-less retailer with the stock role, and to no one else', async () => {
    t = await buildAuthTestApp(dialect);
    expect((await t.app.inject({ method: 'GET', url: '/ku/cms/stock' })).headers.location).toBe(
      '/auth/sign-in?lang=ku&return=%2Fku%2Fcms%2Fstock',
    );
    const retailerId = await t.addUser('dealer@example.com', 'amber harbour orbit 1', null);
    await grantStock(t.database.db, retailerId, ['IQ001'], new Date(t.clock.now).toISOString());
    await t.addUser('ed@example.com', 'copper kettle orbit 1', 'editor');
    await t.addUser('none@example.com', 'silent meadow orbit 1', null);
    await t.addUser('ad@example.com', 'brass lantern orbit 1', 'admin');
    const retailer = await signedIn('dealer@example.com', 'amber harbour orbit 1');
    const page = await t.app.inject({ method: 'GET', url: '/ku/cms/stock', headers: { cookie: retailer } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>کۆگا</h1>');
    // The page editor is not theirs: it would only say "no permissions".
    expect((await t.app.inject({ method: 'GET', url: '/ku/cms', headers: { cookie: retailer } })).headers.location).toBe(
      '/ku/auth/error?type=noPermissions',
    );
    const editor = await signedIn('ed@example.com', 'copper kettle orbit 1');
    expect((await t.app.inject({ method: 'GET', url: '/en/cms/stock', headers: { cookie: editor } })).headers.location).toBe(
      '/en/no-access',
    );
    const none = await signedIn('none@example.com', 'silent meadow orbit 1');
    expect((await t.app.inject({ method: 'GET', url: '/en/cms/stock', headers: { cookie: none } })).headers.location).toBe(
      '/en/auth/error?type=noPermissions',
    );
    const admin = await signedIn('ad@example.com', 'brass lantern orbit 1');
    const adminPage = await t.app.inject({ method: 'GET', url: '/ar/cms/stock', headers: { cookie: admin } });
    expect(adminPage.statusCode).toBe(200);
    expect(adminPage.body).toContain('<h1>المخزون</h1>');
  });

  it('renders the sign-in page in Kurdish, Arabic and English with labelled fields, and sends a signed-in browser on', async () => {
    t = await buildAuthTestApp(dialect);
    const ku = await t.app.inject({ method: 'GET', url: '/auth/sign-in' });
    expect(ku.body).toContain('<html lang="ckb" dir="rtl">');
    expect(ku.body).toContain('<label>ئیمەیڵ<input type="email"');
    expect(ku.body).toContain('<label>وشەی نهێنی<input type="password"');
    const ar = await t.app.inject({ method: 'GET', url: '/auth/sign-in?lang=ar' });
    expect(ar.body).toContain('<h1>تسجيل الدخول</h1>');
    const en = await t.app.inject({ method: 'GET', url: '/auth/sign-in?lang=en&return=https%3A%2F%2Fevil.example%2F' });
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).not.toContain('evil.example');
    await t.addUser('ed@example.com', 'copper kettle orbit 1', 'editor');
    const jar = await signedIn('ed@example.com', 'copper kettle orbit 1');
    const again = await t.app.inject({ method: 'GET', url: '/auth/sign-in?lang=en&return=%2Fen%2Fcms%3Fx%3D1', headers: { cookie: jar } });
    expect([again.statusCode, again.headers.location]).toEqual([303, '/en/cms?x=1']);
  });

  it('never redirects a form sign-in off the site, whatever return says', async () => {
    t = await buildAuthTestApp(dialect);
    await t.addUser('ed@example.com', 'copper kettle orbit 1', 'editor');
    const page = await t.app.inject({ method: 'GET', url: '/auth/sign-in?lang=en' });
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { cookie: jarOf(page), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: 'ed@example.com',
        password: 'copper kettle orbit 1',
        _csrf: csrf,
        lang: 'en',
        return: '//evil.example/x',
      }).toString(),
    });
    expect([response.statusCode, response.headers.location]).toEqual([303, '/en/cms']);
  });

  it('requires a session on guarded site routes while auth.require_login is true; /auth-exchange exists only then', async () => {
    t = await buildAuthTestApp(dialect, {
      extraRoutes: async (app, ctx, services) => {
        await app.register(async (scope) => {
          await registerRequireLogin(scope, ctx, services);
          scope.get('/ku/some-page', async () => 'public page');
          scope.get('/ar/some-page', async () => 'public page');
          scope.get('/site/site.css', async () => 'css');
        });
      },
    });
    await t.addUser('none@example.com', 'silent meadow orbit 1', null);
    expect((await t.app.inject({ method: 'GET', url: '/ku/some-page' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth-exchange' })).statusCode).toBe(404);
    await t.services.cms.settings.save('auth.require_login', 'true');
    const visitor = await t.app.inject({ method: 'GET', url: '/ku/some-page?a=1' });
    // Sign in, then back to the page through /auth-exchange.
    expect([visitor.statusCode, visitor.headers.location]).toEqual([
      302,
      `/auth/sign-in?lang=ku&return=${encodeURIComponent('/auth-exchange?return=%2Fku%2Fsome-page%3Fa%3D1')}`,
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/ar/some-page' })).headers.location).toBe(
      `/auth/sign-in?lang=ar&return=${encodeURIComponent('/auth-exchange?return=%2Far%2Fsome-page')}`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/site/site.css' })).statusCode).toBe(200);
    const jar = await signedIn('none@example.com', 'silent meadow orbit 1');
    expect((await t.app.inject({ method: 'GET', url: '/ku/some-page', headers: { cookie: jar } })).statusCode).toBe(200);
    const exchange = await t.app.inject({ method: 'GET', url: '/auth-exchange?return=%2Fku%2Fsome-page' });
    expect(exchange.headers.location).toBe(`/auth/sign-in?lang=ku&return=${encodeURIComponent('/auth-exchange?return=%2Fku%2Fsome-page')}`);
    const back = await t.app.inject({ method: 'GET', url: '/auth-exchange?return=%2Fku%2Fsome-page', headers: { cookie: jar } });
    expect(back.headers.location).toBe('/ku/some-page');
  });

  it('works over real HTTP: sign in, the cookie carries the session, sign out ends it', async () => {
    t = await buildAuthTestApp(dialect);
    await t.addUser('ed@example.com', 'copper kettle orbit 1', 'editor');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = await fetch(`${base}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ed@example.com', password: 'copper kettle orbit 1' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(signIn.headers.getSetCookie().find((c) => c.startsWith('lrdx_session='))).toMatch(/HttpOnly; SameSite=Lax/);
    const { csrf_token } = ((await signIn.json()) as { data: { csrf_token: string } }).data;
    const landing = await fetch(`${base}/en/cms`, { headers: { cookie }, redirect: 'manual' });
    expect(landing.status).toBe(200);
    const out = await fetch(`${base}/auth/sign-out`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrf_token } });
    expect(out.status).toBe(200);
    const after = await fetch(`${base}/en/cms`, { headers: { cookie }, redirect: 'manual' });
    expect([after.status, after.headers.get('location')]).toEqual([302, '/auth/sign-in?lang=en&return=%2Fen%2Fcms']);
  });
});
