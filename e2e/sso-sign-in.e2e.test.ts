/**
 * Single sign-on in real Chromium (docs/sso.md): the real server (`npm start`'s process) with
 * OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET naming a local `oidc-provider`
 * (server/testing/local-oidc-provider.ts, the same one the server's SSO test uses, here with its
 * sign-in form). A visitor at /ku/cms chooses "Sign in with SSO", types the account at the
 * provider, and comes back to /ku/cms with the role of the role claim: an editor gets the editor's
 * tabs and no way into /admin; an account with no mapped role lands on noPermissions; sign-out ends
 * the session. A server with the wrong client secret sends the browser to the sign-in error page.
 * A provider account claiming the demo admin's address opens nothing (the no-access page); the
 * admin links their own provider account from the account panel, with their password, and signs in
 * with it from then on (docs/sso.md, "Which account").
 * Run alone: npx vitest run --config vitest.e2e.config.ts e2e/sso-sign-in.e2e.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startLocalOidcProvider, type LocalOidcProvider } from '../server/testing/local-oidc-provider.js';
import { launchChromium } from './support/browser.js';
import { demoAdmin, SIGN_IN } from './support/demo-admin.js';
import { freePortPair, originOf, startServer, type RunningServer } from './support/server.js';

const CLIENT_ID = 'lrdx-site';
const SECRET = 'a long client secret for the browser test';

/** The Kurdish texts a Kurdish editor reads (site/i18n/account.ts, site/editor-kit/editor-i18n.ts, site/i18n/status-pages.ts). */
const KU = {
  sso: 'چوونەژوورەوە بە SSO',
  signInHeading: 'چوونەژوورەوە',
  editorHeading: 'دەستکاریکەر',
  editorTabs: ['پەڕەکان', 'ڕێنیشاندەر', 'پێپەڕە', 'کتێبخانەی وێنە'],
  adminLink: 'بەڕێوەبردن',
  signOut: 'چوونەدەرەوە',
  noPermissions: 'مۆڵەتت نییە',
  signInError: 'هەڵە لە چوونەژوورەوە',
  currentPassword: 'وشەی نهێنیی ئێستا',
  linkButton: 'بەستنەوەی هەژماری SSO',
  linked: 'هەژماری SSO بەسترایەوە. ئێستا دەتوانیت بە SSO بچیتە ژوورەوە.',
};

/** A server and a provider that know each other: the provider's client returns to this server's callback. */
async function startPair(serverSecret: string): Promise<{ server: RunningServer; provider: LocalOidcProvider }> {
  const port = await freePortPair();
  const provider = await startLocalOidcProvider(
    { clientId: CLIENT_ID, clientSecret: SECRET, redirectUri: `${originOf(port)}/auth/oidc/callback` },
    { interactive: true },
  );
  provider.accounts.set('alice', { email: 'alice@example.com', email_verified: true, groups: ['staff', 'lrdx-editors'] });
  provider.accounts.set('bob', { email: 'bob@example.com', email_verified: true, groups: ['staff'] });
  // The demo admin's address, claimed without the provider vouching for it, and the admin's own account there.
  provider.accounts.set('claims-admin', { email: 'ADMIN@LRDX.LOCAL', groups: ['staff'] });
  provider.accounts.set('admin-at-work', { email: 'admin@lrdx.local', email_verified: true, groups: ['lrdx-admins'] });
  const server = await startServer(
    {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: serverSecret,
      OIDC_SCOPES: 'openid email profile groups',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ROLE_MAP: '{"lrdx-admins":"admin","lrdx-editors":"editor"}',
    },
    { port },
  );
  return { server, provider };
}

describe('single sign-on in the browser', () => {
  let browser: Browser;
  let good: { server: RunningServer; provider: LocalOidcProvider };

  beforeAll(async () => {
    browser = await launchChromium();
    good = await startPair(SECRET);
  });
  afterAll(async () => {
    await browser?.close();
    await good?.server.stop();
    await good?.provider.close();
  });

  /**
   * From /ku/cms in a fresh browser (no cookies of either site): the sign-in page's SSO button,
   * the provider's sign-in form, and back. Returns the page where the browser came to rest.
   */
  async function ssoSignIn(origin: string, issuer: string, account: string): Promise<Page> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/ku/cms`);
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(KU.signInHeading);
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(`${issuer}/interaction/`)),
      page.getByRole('link', { name: KU.sso }).click(),
    ]);
    await page.getByLabel('Account').fill(account);
    await Promise.all([page.waitForURL((url) => url.href.startsWith(origin)), page.getByRole('button', { name: 'Continue' }).click()]);
    await page.waitForLoadState('load');
    return page;
  }

  it('signs an editor in at the provider: back at /ku/cms with the editor tabs, no admin area; signing out ends the session', async () => {
    const page = await ssoSignIn(good.server.origin, good.provider.issuer, 'alice');
    expect(page.url()).toBe(`${good.server.origin}/ku/cms`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(KU.editorHeading);
    expect(await page.locator('header').textContent()).toContain('alice@example.com');
    // The editor's own screen ran: its tabs, and none of the admin's.
    await page.getByRole('tab', { name: KU.editorTabs[0] }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(KU.editorTabs);
    expect(await page.getByRole('link', { name: KU.adminLink }).count()).toBe(0);
    await page.goto(`${good.server.origin}/ku/admin`);
    expect(new URL(page.url()).pathname).toBe('/ku/no-access');

    await page.goto(`${good.server.origin}/ku/cms`);
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: KU.signOut }).click()]);
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
    await page.goto(`${good.server.origin}/ku/cms`);
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
    await page.context().close();
  });

  it('sends an account whose groups map to no role to noPermissions, signed in but without the editor', async () => {
    const page = await ssoSignIn(good.server.origin, good.provider.issuer, 'bob');
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/ku/auth/error?type=noPermissions');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(KU.noPermissions);
    await page.goto(`${good.server.origin}/ku/cms`);
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/ku/auth/error?type=noPermissions');
    await page.context().close();
  });

  it('with a wrong client secret, nobody is signed in: the browser lands on the sign-in error page', async () => {
    const wrong = await startPair('not the secret the provider knows');
    try {
      const page = await ssoSignIn(wrong.server.origin, wrong.provider.issuer, 'alice');
      expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/ku/auth/error?type=signInFailed');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(KU.signInError);
      await page.goto(`${wrong.server.origin}/ku/cms`);
      expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
      expect(wrong.server.output()).toContain('single sign-on refused');
      await page.context().close();
    } finally {
      await wrong.server.stop();
      await wrong.provider.close();
    }
  });

  it("opens nothing for a provider account claiming the admin's address; the admin links their own from the account panel", async () => {
    const { origin } = good.server;
    const claimed = await ssoSignIn(origin, good.provider.issuer, 'claims-admin');
    expect(new URL(claimed.url()).pathname).toBe('/ku/no-access');
    await claimed.goto(`${origin}/ku/cms`);
    expect(new URL(claimed.url()).pathname).toBe('/auth/sign-in');
    await claimed.context().close();

    // The admin, signed in with their password, links their provider account from the account panel.
    const { email, password } = demoAdmin(good.server);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${origin}/ku/cms`);
    await page.getByLabel(SIGN_IN.ku.email, { exact: true }).fill(email);
    await page.getByLabel(SIGN_IN.ku.password, { exact: true }).fill(password);
    await Promise.all([page.waitForURL(`${origin}/ku/cms`), page.getByRole('button', { name: SIGN_IN.ku.submit }).click()]);
    await page.locator('.cms-shell__account > summary').click();
    const link = page.getByRole('region', { name: KU.sso });
    if (process.env.LRDX_SCREENSHOTS) await link.screenshot({ path: `${process.env.LRDX_SCREENSHOTS}/panel-390.png` });
    await link.getByLabel(KU.currentPassword).fill(password);
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(`${good.provider.issuer}/interaction/`)),
      link.getByRole('button', { name: KU.linkButton }).click(),
    ]);
    if (process.env.LRDX_SCREENSHOTS) await page.screenshot({ path: `${process.env.LRDX_SCREENSHOTS}/provider.png` });
    await page.getByLabel('Account').fill('admin-at-work');
    await Promise.all([page.waitForURL((url) => url.href.startsWith(origin)), page.getByRole('button', { name: 'Continue' }).click()]);
    expect(page.url()).toBe(`${origin}/ku/cms?sso=linked`);
    await page.locator('.cms-shell__account > summary').click();
    expect(await page.getByRole('status').filter({ hasText: KU.linked }).count()).toBe(1);
    if (process.env.LRDX_SCREENSHOTS) await page.screenshot({ path: `${process.env.LRDX_SCREENSHOTS}/linked-390.png`, fullPage: true });
    await context.close();

    // From now on that provider account signs in as the admin.
    const later = await ssoSignIn(origin, good.provider.issuer, 'admin-at-work');
    expect(later.url()).toBe(`${origin}/ku/cms`);
    expect(await later.locator('header').textContent()).toContain('admin@lrdx.local');
    expect(await later.getByRole('link', { name: KU.adminLink }).count()).toBe(1);
    await later.context().close();
  });
});
