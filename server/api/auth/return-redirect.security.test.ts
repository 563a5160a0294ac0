/**
 * Open redirects, over real HTTP, on SQLite and PostgreSQL: every known bypass shape
 * (domain/testing/return-target-bypasses.ts: `//`, `/\`, `/.//`, `%2e`, `%2E%2E`, `%5c`, tab and
 * newline inside, `https:evil`, Unicode dots and slashes, `javascript:`…) is sent to every redirect
 * that takes a caller's value, and the answer's Location must be a path of this site (or an address
 * on this very host, for the payment stand-ins), never another host or scheme:
 *  - sign-in: the form post's `return`, the sign-in page's `return` for a signed-in browser (and the
 *    return it writes into its form and SSO link otherwise), sign-out;
 *  - password change and the SSO link form (`return`, carried back with the outcome);
 *  - single sign-on: /auth/oidc/login's `return`, through the provider and back to the callback,
 *    for an editor and for a role-less account returning to a site page (require-login);
 *  - require-login: a site page's address, /auth-exchange's `return` signed in and signed out,
 *    the editor area's address.
 * The local PayPal and LiqPay stand-ins' return addresses: server/api/buy-online/return-address.security.test.ts.
 * The rule itself is domain/safe-return-path.ts; its unit test is next to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_TARGET_BYPASSES } from '../../../domain/testing/return-target-bypasses.js';
import { testDialects } from '../../db/test-db.js';
import { registerRequireLogin } from '../../render/account/index.js';
import { expectRedirectOnSite, expectStaysOnSite, unescapeHtml } from '../../testing/same-origin.js';
import { Jar, startSsoTestApp, type SsoTestApp } from '../../testing/sso-test-app.js';

const SHAPES = RETURN_TARGET_BYPASSES.map((b) => [b.name, b.target] as const);

describe.each(testDialects())('return targets after sign-in and single sign-on (%s)', (dialect) => {
  let sso: SsoTestApp;
  let base: string;
  const EDITOR = { email: 'ed@example.com', password: 'the editor password' };
  const NOBODY = { email: 'none@example.com', password: 'the role-less password' };

  beforeAll(async () => {
    sso = await startSsoTestApp(
      dialect,
      {},
      {
        extraRoutes: async (app, ctx, services) => {
          await app.register(async (scope) => {
            await registerRequireLogin(scope, ctx, services);
            scope.get('/ku/some-page', async () => 'a site page');
          });
        },
      },
    );
    base = sso.base;
    await sso.t.addUser(EDITOR.email, EDITOR.password, 'editor');
    await sso.t.addUser(NOBODY.email, NOBODY.password, null);
    sso.provider.accounts.set('editor-sub', { email: 'sso.editor@example.com', email_verified: true, groups: ['lrdx-editors'] });
    sso.provider.accounts.set('nobody-sub', { email: 'sso.nobody@example.com', email_verified: true, groups: [] });
    await sso.t.services.cms.settings.save('auth.require_login', 'true');
  });
  afterAll(async () => sso.close());

  const get = (path: string, site = new Jar()) => fetch(`${base}${path}`, { headers: { cookie: site.header() }, redirect: 'manual' });
  const postForm = (path: string, fields: Record<string, string>, site = new Jar()) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: site.header() },
      body: new URLSearchParams(fields).toString(),
    });
  const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  async function signedIn(account: { email: string; password: string }) {
    const site = new Jar();
    const response = await fetch(`${base}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    site.take(response);
    return { site, csrf: ((await response.json()) as { data: { csrf_token: string } }).data.csrf_token };
  }

  it.each(SHAPES)('the sign-in form, the sign-in page and sign-out stay on the site: %s', async (name, target) => {
    const page = await get(`/auth/sign-in?lang=en`);
    const browser = new Jar();
    browser.take(page);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1]!;
    const signIn = await postForm('/auth/sign-in', { ...EDITOR, _csrf: csrf, lang: 'en', return: target }, browser);
    browser.take(signIn);
    expectRedirectOnSite(signIn, base, `POST /auth/sign-in (${name})`);

    // Signed in, the sign-in page sends the browser straight on.
    expectRedirectOnSite(await get(`/auth/sign-in?${query({ lang: 'en', return: target })}`, browser), base, `GET /auth/sign-in (${name})`);

    // Signed out, it writes the return into its form and its SSO link: the same rule.
    const html = await (await get(`/auth/sign-in?${query({ lang: 'en', return: target })}`)).text();
    const hidden = /name="return" value="([^"]*)"/.exec(html)?.[1];
    if (hidden !== undefined) expectStaysOnSite(unescapeHtml(hidden), base, `sign-in form's return (${name})`);
    for (const [, href] of html.matchAll(/href="(\/auth\/[^"]*)"/g)) expectStaysOnSite(unescapeHtml(href!), base, `link ${href} (${name})`);

    // Signing in rotates the CSRF token (docs/accounts.md): sign-out takes the session's new one.
    const session = (await (await get('/auth/session', browser)).json()) as { data: { csrf_token: string } };
    const signOut = await postForm('/auth/sign-out', { _csrf: session.data.csrf_token, lang: 'en', return: target }, browser);
    expectRedirectOnSite(signOut, base, `POST /auth/sign-out (${name})`);
  });

  it.each(SHAPES)('the password change and SSO link forms go back on the site: %s', async (name, target) => {
    const { site, csrf } = await signedIn(EDITOR);
    const password = await postForm(
      '/auth/password',
      { _csrf: csrf, lang: 'ku', return: target, current_password: 'not the password', new_password: 'a new long password' },
      site,
    );
    expectRedirectOnSite(password, base, `POST /auth/password (${name})`);
    const wrong = await postForm(
      '/auth/oidc/link',
      { _csrf: csrf, lang: 'ku', return: target, current_password: 'not the password' },
      site,
    );
    expectRedirectOnSite(wrong, base, `POST /auth/oidc/link, wrong password (${name})`);

    // With the right password: to the provider, and the callback's way back obeys the rule.
    const started = await sso.linkForm(site, { _csrf: csrf, lang: 'ku', return: target, current_password: EDITOR.password });
    expect(started.status).toBe(200);
    sso.provider.signInAs = 'editor-sub';
    const back = await sso.callback(await sso.atProvider(started.location), site);
    expect(back.status).toBe(302);
    expectStaysOnSite(back.location!, base, `SSO link callback (${name})`);
  });

  it.each(SHAPES)('single sign-on returns on the site: %s', async (name, target) => {
    const editor = await sso.ssoSignIn('editor-sub', query({ lang: 'ku', return: target }));
    expect(editor.status).toBe(302);
    expectStaysOnSite(editor.location!, base, `SSO callback, editor (${name})`);
    // A role-less account returning to a site page (require-login) goes to the return path itself.
    const nobody = await sso.ssoSignIn('nobody-sub', query({ lang: 'ku', return: target }));
    expect(nobody.status).toBe(302);
    expectStaysOnSite(nobody.location!, base, `SSO callback, role-less (${name})`);
  });

  it.each(SHAPES)('require-login, /auth-exchange and the editor area send the browser on within the site: %s', async (name, target) => {
    const { site } = await signedIn(NOBODY);
    expectRedirectOnSite(await get(`/auth-exchange?${query({ return: target })}`, site), base, `/auth-exchange signed in (${name})`);
    expectRedirectOnSite(await get(`/auth-exchange?${query({ return: target })}`), base, `/auth-exchange signed out (${name})`);
    expectRedirectOnSite(await get(`/ku/some-page?${query({ next: target })}`), base, `a site page (${name})`);
    expectRedirectOnSite(await get(`/ku/cms?${query({ next: target })}`), base, `/ku/cms (${name})`);
  });
});
