/**
 * Single sign-on end to end over real HTTP: our server and a local `oidc-provider` each on a port of
 * this machine; the browser's part (redirects and both sites' cookies) is played by fetch. Checked:
 * PKCE, state and nonce go out; the callback opens a normal session; users are created and linked;
 * the role follows OIDC_ROLE_MAP at every sign-in; an account with no mapped role lands on
 * noPermissions; a callback that is not the browser's own sign-in opens nothing.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../db/test-db.js';
import { buildAuthTestApp, type AuthTestApp } from '../../testing/auth-test-app.js';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../testing/local-oidc-provider.js';

const CLIENT = { clientId: 'lrdx-site', clientSecret: 'a long client secret for the tests' };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** One site's cookies, as a browser keeps them (by name; paths are not needed here). */
class Jar {
  readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now());
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

describe.each(testDialects())('single sign-on with OpenID Connect (%s)', (dialect) => {
  let t: AuthTestApp;
  let provider: LocalOidcProvider;
  let base: string;

  afterEach(async () => {
    await t.close();
    await provider.close();
  });

  async function start(env: Record<string, string> = {}) {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    provider = await startLocalOidcProvider({ ...CLIENT, redirectUri: `${base}/auth/oidc/callback` });
    provider.accounts.set('alice-sub', { email: 'alice@example.com', email_verified: true, groups: ['staff', 'lrdx-editors'] });
    provider.accounts.set('bob-sub', { email: 'bob@example.com', email_verified: true, groups: ['staff'] });
    t = await buildAuthTestApp(dialect, {
      env: {
        PUBLIC_ORIGIN: base,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: CLIENT.clientId,
        OIDC_CLIENT_SECRET: CLIENT.clientSecret,
        OIDC_SCOPES: 'openid email profile groups',
        OIDC_ROLE_CLAIM: 'groups',
        OIDC_ROLE_MAP: '{"lrdx-admins":"admin","lrdx-editors":"editor"}',
        ...env,
      },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  }

  /** The browser at the provider: follows its redirects until it is sent back to our callback. */
  async function atProvider(authorizeUrl: string): Promise<string> {
    const jar = new Jar();
    let url = authorizeUrl;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
      jar.take(response);
      const location = response.headers.get('location');
      expect(location, `${response.status} at ${url}: ${await response.text()}`).toBeTruthy();
      url = new URL(location!, url).href;
      if (url.startsWith(`${base}/auth/oidc/callback`)) return url;
    }
    throw new Error('the provider never sent the browser back');
  }

  /** Starts a sign-in at our server: the provider's URL and the browser's jar for our site. */
  async function begin(query: string, site = new Jar()) {
    const response = await fetch(`${base}/auth/oidc/login?${query}`, { headers: { cookie: site.header() }, redirect: 'manual' });
    expect(response.status).toBe(302);
    site.take(response);
    return { authorizeUrl: new URL(response.headers.get('location')!), site };
  }

  async function callback(url: string, site: Jar) {
    const response = await fetch(url, { headers: { cookie: site.header() }, redirect: 'manual' });
    site.take(response);
    return { status: response.status, location: response.headers.get('location'), setCookies: response.headers.getSetCookie() };
  }

  async function ssoSignIn(subject: string, query = 'lang=ku') {
    provider.signInAs = subject;
    const { authorizeUrl, site } = await begin(query);
    return { ...(await callback(await atProvider(authorizeUrl.href), site)), site, authorizeUrl };
  }

  async function whoIs(site: Jar) {
    const response = await fetch(`${base}/auth/session`, { headers: { cookie: site.header() } });
    return {
      status: response.status,
      body: (await response.json()) as { data?: { user: { id: number; email: string; role: string | null } } },
    };
  }

  it('signs an editor in: PKCE, state and nonce go to the provider, the callback opens a session and creates the user', async () => {
    await start();
    const result = await ssoSignIn('alice-sub', 'lang=ku');
    const params = result.authorizeUrl.searchParams;
    expect(result.authorizeUrl.origin).toBe(provider.issuer);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('redirect_uri')).toBe(`${base}/auth/oidc/callback`);
    expect(params.get('scope')).toBe('openid email profile groups');

    expect([result.status, result.location]).toEqual([302, '/ku/cms']);
    expect(result.setCookies.find((c) => c.startsWith('lrdx_session='))).toMatch(/HttpOnly; SameSite=Lax/);
    const who = await whoIs(result.site);
    expect(who.body.data?.user).toMatchObject({ email: 'alice@example.com', role: 'editor' });
    const cms = await fetch(`${base}/ku/cms`, { headers: { cookie: result.site.header() }, redirect: 'manual' });
    expect(cms.status).toBe(200);
    const links = await t.database.db.selectFrom('user_identities').selectAll().execute();
    expect(links.map((l) => [l.issuer, l.subject, l.user_id])).toEqual([[provider.issuer, 'alice-sub', who.body.data?.user.id]]);
    // The pending sign-in was used up.
    expect(await t.database.db.selectFrom('oidc_logins').selectAll().execute()).toEqual([]);
  });

  it('sends an account whose claims map to no role to noPermissions, and follows the provider when the groups change', async () => {
    await start();
    const first = await ssoSignIn('bob-sub', 'lang=ar');
    expect([first.status, first.location]).toEqual([302, '/ar/auth/error?type=noPermissions']);
    const before = await whoIs(first.site);
    expect(before.body.data?.user).toMatchObject({ email: 'bob@example.com', role: null });
    provider.accounts.set('bob-sub', { email: 'bob@example.com', email_verified: true, groups: ['lrdx-admins', 'lrdx-editors'] });
    const second = await ssoSignIn('bob-sub', 'lang=en&return=%2Fen%2Fadmin');
    expect([second.status, second.location]).toEqual([302, '/en/admin']);
    const after = await whoIs(second.site);
    expect(after.body.data?.user).toMatchObject({ id: before.body.data?.user.id, role: 'admin' });
    provider.accounts.set('bob-sub', { email: 'bob@example.com', email_verified: true, groups: [] });
    const third = await ssoSignIn('bob-sub', 'lang=en&return=%2Fen%2Fadmin');
    expect(third.location).toBe('/en/auth/error?type=noPermissions');
    expect((await whoIs(third.site)).body.data?.user.role).toBeNull();
  });

  it('links a first sign-in to the local account with the same e-mail, and refuses a disabled one', async () => {
    await start();
    const id = await t.addUser('Alice@Example.com', 'a local password 1', 'admin');
    const result = await ssoSignIn('alice-sub');
    expect((await whoIs(result.site)).body.data?.user).toMatchObject({ id, role: 'editor' });
    await t.database.db.updateTable('users').set({ disabled: 1 }).where('id', '=', id).execute();
    const refused = await ssoSignIn('alice-sub');
    expect([refused.status, refused.location]).toEqual([302, '/ku/auth/error?type=signInFailed']);
    expect(refused.setCookies.some((c) => c.startsWith('lrdx_session=') && !c.startsWith('lrdx_session=;'))).toBe(false);
  });

  it("opens nothing for a callback that is not this browser's own sign-in: no cookie, another state, a replay", async () => {
    await start();
    provider.signInAs = 'alice-sub';
    const stranger = await begin('lang=en');
    const strangerCallback = await atProvider(stranger.authorizeUrl.href);
    // Someone else's callback link opened in a browser that did not start it (login CSRF).
    const noCookie = await callback(strangerCallback, new Jar());
    expect([noCookie.status, noCookie.location]).toEqual([302, '/ku/auth/error?type=signInFailed']);

    const own = await begin('lang=en');
    const good = await atProvider(own.authorizeUrl.href);
    const forged = new URL(good);
    forged.searchParams.set('state', 'not-the-state-we-sent');
    const wrongState = await callback(forged.href, own.site);
    expect([wrongState.status, wrongState.location]).toEqual([302, '/en/auth/error?type=signInFailed']);
    expect(await whoIs(own.site)).toMatchObject({ status: 401 });

    const again = await begin('lang=en');
    const url = await atProvider(again.authorizeUrl.href);
    const saved = new Jar();
    for (const [name, value] of again.site.cookies) saved.cookies.set(name, value);
    expect((await callback(url, again.site)).location).toBe('/en/cms');
    const replay = await callback(url, saved);
    expect(replay.location).toBe('/ku/auth/error?type=signInFailed');
  });

  it('offers "Sign in with SSO" on the sign-in page only when configured, and /auth/oidc/login answers 404 without it', async () => {
    await start();
    const page = await fetch(`${base}/auth/sign-in?lang=ku&return=%2Fku%2Fcms`);
    const html = await page.text();
    expect(html).toContain('href="/auth/oidc/login?lang=ku&amp;return=%2Fku%2Fcms"');
    expect(html).toContain('چوونەژوورەوە بە SSO');
    const plain = await buildAuthTestApp(dialect);
    try {
      const without = await plain.app.inject({ method: 'GET', url: '/auth/sign-in?lang=en' });
      expect(without.body).not.toContain('/auth/oidc/login');
      expect(without.body).not.toContain('Sign in with SSO');
      const login = await plain.app.inject({ method: 'GET', url: '/auth/oidc/login' });
      expect(login.statusCode).toBe(404);
      expect(login.json()).toMatchObject({ error: { code: 'not_found' } });
    } finally {
      await plain.close();
    }
  });
});
