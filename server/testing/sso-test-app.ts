/**
 * Test fixture for single sign-on over real HTTP: our server (the auth family and account pages,
 * server/testing/auth-test-app.ts) on a free port and a local `oidc-provider`
 * (./local-oidc-provider.ts) on another, and a fetch-driven browser: one cookie jar per site,
 * redirects followed by hand. Shared by server/api/auth/oidc.test.ts and the return-target
 * security test.
 */
import { createServer, type AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { DialectName } from '../db/connection.js';
import { buildAuthTestApp, type AuthTestApp, type AuthTestAppOptions } from './auth-test-app.js';
import { startLocalOidcProvider, type LocalOidcProvider } from './local-oidc-provider.js';

export const SSO_CLIENT = { clientId: 'lrdx-site', clientSecret: 'a long client secret for the tests' };

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** One site's cookies, as a browser keeps them (by name; paths are not needed here). */
export class Jar {
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
  copy(): Jar {
    const other = new Jar();
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }
}

export interface CallbackAnswer {
  status: number;
  location: string | null;
  setCookies: string[];
}

export interface SsoTestApp {
  t: AuthTestApp;
  provider: LocalOidcProvider;
  /** Our server's origin (http://127.0.0.1:<port>). */
  base: string;
  /** The browser at the provider: follows its redirects until it is sent back to our callback. */
  atProvider(authorizeUrl: string): Promise<string>;
  /** Starts a sign-in at our server: the provider's URL and the browser's jar for our site. */
  begin(query: string, site?: Jar): Promise<{ authorizeUrl: URL; site: Jar }>;
  callback(url: string, site: Jar): Promise<CallbackAnswer>;
  /** A whole sign-in as the provider's `subject`, in a new browser (or `site`). */
  ssoSignIn(subject: string, query?: string, site?: Jar): Promise<CallbackAnswer & { site: Jar; authorizeUrl: URL }>;
  /**
   * Posts the account panel's SSO link form: the Location of a redirect, or, when the page moves on
   * to the provider (200), the address it moves on to (its meta refresh and its link must agree).
   */
  linkForm(site: Jar, fields: Record<string, string>): Promise<{ status: number; location: string }>;
  whoIs(site: Jar): Promise<{ status: number; body: { data?: { user: { id: number; email: string; role: string | null } } } }>;
  close(): Promise<void>;
}

/** The role claim and map the SSO tests use unless `env` says otherwise. */
const SSO_ENV = {
  OIDC_SCOPES: 'openid email profile groups',
  OIDC_ROLE_CLAIM: 'groups',
  OIDC_ROLE_MAP: '{"lrdx-admins":"admin","lrdx-editors":"editor"}',
};

export interface SsoTestAppOptions extends Omit<AuthTestAppOptions, 'env'> {
  /** The provider puts e-mail and groups in the ID token too (else in UserInfo only). */
  claimsInIdToken?: boolean;
}

export async function startSsoTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  options: SsoTestAppOptions = {},
): Promise<SsoTestApp> {
  const { claimsInIdToken, ...appOptions } = options;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const provider = await startLocalOidcProvider({ ...SSO_CLIENT, redirectUri: `${base}/auth/oidc/callback` }, { claimsInIdToken });
  const t = await buildAuthTestApp(dialect, {
    ...appOptions,
    env: {
      PUBLIC_ORIGIN: base,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: SSO_CLIENT.clientId,
      OIDC_CLIENT_SECRET: SSO_CLIENT.clientSecret,
      ...SSO_ENV,
      ...env,
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });

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

  async function begin(query: string, site = new Jar()) {
    const response = await fetch(`${base}/auth/oidc/login?${query}`, { headers: { cookie: site.header() }, redirect: 'manual' });
    expect(response.status).toBe(302);
    site.take(response);
    return { authorizeUrl: new URL(response.headers.get('location')!), site };
  }

  async function callback(url: string, site: Jar): Promise<CallbackAnswer> {
    const response = await fetch(url, { headers: { cookie: site.header() }, redirect: 'manual' });
    site.take(response);
    return { status: response.status, location: response.headers.get('location'), setCookies: response.headers.getSetCookie() };
  }

  async function ssoSignIn(subject: string, query = 'lang=ku', site = new Jar()) {
    provider.signInAs = subject;
    const started = await begin(query, site);
    return { ...(await callback(await atProvider(started.authorizeUrl.href), started.site)), ...started };
  }

  async function linkForm(site: Jar, fields: Record<string, string>) {
    const response = await fetch(`${base}/auth/oidc/link`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: site.header() },
      body: new URLSearchParams(fields).toString(),
    });
    site.take(response);
    if (response.status !== 200) return { status: response.status, location: response.headers.get('location') ?? '' };
    const html = await response.text();
    const refresh = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(html)?.[1];
    const link = /href="([^"]+)" data-action="sso-continue"/.exec(html)?.[1];
    expect(refresh, 'the page moves on by itself').toBeDefined();
    const decode = (text: string) => text.replaceAll('&amp;', '&');
    expect(decode(link ?? ''), 'its link goes where it moves on to').toBe(decode(refresh!));
    return { status: 200, location: decode(refresh!) };
  }

  async function whoIs(site: Jar) {
    const response = await fetch(`${base}/auth/session`, { headers: { cookie: site.header() } });
    return {
      status: response.status,
      body: (await response.json()) as { data?: { user: { id: number; email: string; role: string | null } } },
    };
  }

  return {
    t,
    provider,
    base,
    atProvider,
    begin,
    callback,
    ssoSignIn,
    linkForm,
    whoIs,
    close: async () => {
      await t.close();
      await provider.close();
    },
  };
}
