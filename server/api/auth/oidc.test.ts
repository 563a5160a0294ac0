/**
 * Single sign-on end to end over real HTTP: our server and a local `oidc-provider` each on a port of
 * this machine; the browser's part (redirects and both sites' cookies) is played by fetch. Checked:
 * PKCE, state and nonce go out; the callback opens a normal session; users are created and linked;
 * the role follows OIDC_ROLE_MAP at every sign-in; an account with no mapped role lands on
 * noPermissions; a callback that is not the browser's own sign-in opens nothing. No provider account
 * becomes an existing account by its e-mail (the local admin's, in any case or Unicode form, verified
 * or not) unless the deployment allows it; an account links one itself, signed in, with its password.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../db/test-db.js';
import { buildAuthTestApp, type AuthTestApp } from '../../testing/auth-test-app.js';
import type { LocalAccount, LocalOidcProvider } from '../../testing/local-oidc-provider.js';
import { Jar, startSsoTestApp, type SsoTestApp, type SsoTestAppOptions } from '../../testing/sso-test-app.js';

describe.each(testDialects())('single sign-on with OpenID Connect (%s)', (dialect) => {
  let sso: SsoTestApp;
  let t: AuthTestApp;
  let provider: LocalOidcProvider;
  let base: string;

  afterEach(async () => {
    await sso.close();
  });

  async function start(env: Record<string, string> = {}, options: SsoTestAppOptions = {}) {
    sso = await startSsoTestApp(dialect, env, options);
    ({ t, provider, base } = sso);
    provider.accounts.set('alice-sub', { email: 'alice@example.com', email_verified: true, groups: ['staff', 'lrdx-editors'] });
    provider.accounts.set('bob-sub', { email: 'bob@example.com', email_verified: true, groups: ['staff'] });
  }

  const atProvider = (authorizeUrl: string) => sso.atProvider(authorizeUrl);
  const begin = (query: string, site?: Jar) => sso.begin(query, site);
  const callback = (url: string, site: Jar) => sso.callback(url, site);
  const ssoSignIn = (subject: string, query?: string, site?: Jar) => sso.ssoSignIn(subject, query, site);
  const whoIs = (site: Jar) => sso.whoIs(site);

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

  it('with OIDC_LINK_VERIFIED_EMAIL, links a first verified sign-in to the local account with the same e-mail, and refuses a disabled one', async () => {
    await start({ OIDC_LINK_VERIFIED_EMAIL: 'true' });
    const id = await t.addUser('Alice@Example.com', 'brass lantern orbit 1', 'admin');
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

  /** Whether an answer opened a session (a non-empty lrdx_session cookie). */
  const openedSession = (answer: { setCookies: string[] }) =>
    answer.setCookies.some((c) => c.startsWith('lrdx_session=') && !c.startsWith('lrdx_session=;'));

  const ADMIN = { email: 'admin@lrdx.local', password: 'copper kettle harbour 7' };

  /**
   * Provider accounts claiming the local admin's address somehow, and where each lands by default:
   * an address the provider does not vouch for, or one that is the admin's by the e-mail rule, or no
   * address at all (a look-alike), opens nothing (no-access); a distinct address of its own (a dotted
   * capital I) is a new account without a role.
   */
  const ADMIN_CLAIMS: {
    name: string;
    claims: LocalAccount;
    lands: 'no-access' | 'own-account';
    linksWhenAllowed: boolean;
    /** Only meaningful when the ID token carries an address of its own. */
    idTokenOnly?: boolean;
  }[] = [
    { name: 'capitals, no email_verified', claims: { email: 'ADMIN@LRDX.LOCAL' }, lands: 'no-access', linksWhenAllowed: false },
    { name: 'as stored, no email_verified', claims: { email: 'admin@lrdx.local' }, lands: 'no-access', linksWhenAllowed: false },
    {
      name: 'email_verified false',
      claims: { email: 'ADMIN@LRDX.LOCAL', email_verified: false },
      lands: 'no-access',
      linksWhenAllowed: false,
    },
    {
      name: 'email_verified "true", a string',
      claims: { email: 'admin@lrdx.local', email_verified: 'true' },
      lands: 'no-access',
      linksWhenAllowed: false,
    },
    {
      name: 'unverified in the ID token, verified for another address in UserInfo',
      claims: { email: 'ADMIN@LRDX.LOCAL', userInfo: { email: 'someone@example.com', email_verified: true } },
      lands: 'no-access',
      linksWhenAllowed: false,
      idTokenOnly: true,
    },
    { name: 'verified, capitals', claims: { email: 'ADMIN@LRDX.LOCAL', email_verified: true }, lands: 'no-access', linksWhenAllowed: true },
    {
      name: 'verified, mixed case',
      claims: { email: 'Admin@Lrdx.Local', email_verified: true },
      lands: 'no-access',
      linksWhenAllowed: true,
    },
    {
      name: 'verified, full-width letters',
      claims: { email: 'ＡＤＭＩＮ＠ＬＲＤＸ．ＬＯＣＡＬ', email_verified: true },
      lands: 'no-access',
      linksWhenAllowed: false,
    },
    {
      name: 'verified, one full-width a',
      claims: { email: 'ａdmin@lrdx.local', email_verified: true },
      lands: 'no-access',
      linksWhenAllowed: false,
    },
    {
      name: 'verified, zero-width space',
      claims: { email: 'admin\u200b@lrdx.local', email_verified: true },
      lands: 'no-access',
      linksWhenAllowed: false,
    },
    {
      name: 'verified, right-to-left override',
      claims: { email: 'admin@lrdx.local\u202e', email_verified: true },
      lands: 'no-access',
      linksWhenAllowed: false,
    },
    {
      name: 'verified, dotted capital I',
      claims: { email: 'ADMİN@LRDX.LOCAL', email_verified: true },
      lands: 'own-account',
      linksWhenAllowed: false,
    },
  ];

  /** Signs in as each provider account (claims in the ID token or in UserInfo only) and says what it became. */
  async function tryAdminClaims(claimsInIdToken: boolean, env: Record<string, string> = {}) {
    await start(env, { claimsInIdToken });
    const adminId = await t.addUser(ADMIN.email, ADMIN.password, 'admin');
    const outcomes = [];
    for (const [index, claim] of ADMIN_CLAIMS.entries()) {
      if (claim.idTokenOnly && !claimsInIdToken) continue;
      const subject = `claimant-${index}`;
      provider.accounts.set(subject, { groups: ['staff'], ...claim.claims });
      const answer = await ssoSignIn(subject);
      const who = await whoIs(answer.site);
      outcomes.push({ claim, answer, user: who.body.data?.user });
    }
    return { adminId, outcomes };
  }

  it.each([
    ['in the ID token', true],
    ['in UserInfo', false],
  ])('never signs a provider account in as the local admin by its e-mail, claims %s', async (_where, claimsInIdToken) => {
    const { adminId, outcomes } = await tryAdminClaims(claimsInIdToken);
    for (const { claim, answer, user } of outcomes) {
      const { name } = claim;
      // No admin session, whatever the claims.
      expect(user?.id, name).not.toBe(adminId);
      expect(user?.role ?? null, name).not.toBe('admin');
      if (claim.lands === 'no-access') {
        expect([answer.status, answer.location], name).toEqual([302, '/ku/no-access']);
        expect(openedSession(answer), name).toBe(false);
        expect(user, name).toBeUndefined();
      } else {
        expect(answer.location, name).toBe('/ku/auth/error?type=noPermissions');
        expect(user, name).toMatchObject({ email: claim.claims.email, role: null });
      }
    }
    const links = await t.database.db.selectFrom('user_identities').select('user_id').where('user_id', '=', adminId).execute();
    expect(links).toEqual([]);
    // The admin is still the admin, with their own password.
    const password = await fetch(`${base}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(((await password.json()) as { data: { user: { id: number; role: string } } }).data.user).toMatchObject({
      id: adminId,
      role: 'admin',
    });
    // The refused sign-in lands on a page a browser without a session can read.
    expect((await fetch(`${base}/ku/no-access`, { redirect: 'manual' })).status).not.toBe(302);
  });

  it('with OIDC_LINK_VERIFIED_EMAIL, links the admin only to an address the provider verified and the e-mail rule calls theirs', async () => {
    // No role map: a linked account keeps its role, so "admin session" means exactly "linked to the admin".
    const { adminId, outcomes } = await tryAdminClaims(true, { OIDC_LINK_VERIFIED_EMAIL: 'true', OIDC_ROLE_MAP: '' });
    for (const { claim, answer, user } of outcomes) {
      const { name } = claim;
      if (claim.linksWhenAllowed) {
        expect([answer.location, user?.id, user?.role], name).toEqual(['/ku/cms', adminId, 'admin']);
      } else {
        expect(user?.id, name).not.toBe(adminId);
        expect(user?.role ?? null, name).not.toBe('admin');
        expect(answer.location, name).not.toBe('/ku/cms');
      }
    }
  });

  it('links a provider account to an existing account only from that account, signed in, with its password', async () => {
    await start({ OIDC_ROLE_MAP: '' });
    const adminId = await t.addUser(ADMIN.email, ADMIN.password, 'admin');
    const editorId = await t.addUser('ed@example.com', 'quiet walnut ferry 4', 'editor');
    provider.accounts.set('admin-at-work', { email: 'admin@lrdx.local', email_verified: true });

    // Not linked yet: the provider account is nobody here, even with the admin's verified address.
    const before = await ssoSignIn('admin-at-work');
    expect([before.location, openedSession(before)]).toEqual(['/ku/no-access', false]);

    async function signedIn(email: string, password: string) {
      const site = new Jar();
      const response = await fetch(`${base}/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      site.take(response);
      return { site, csrf: ((await response.json()) as { data: { csrf_token: string } }).data.csrf_token };
    }
    const link = (site: Jar, fields: Record<string, string>) => sso.linkForm(site, { lang: 'ku', return: '/ku/admin', ...fields });

    const admin = await signedIn(ADMIN.email, ADMIN.password);
    expect(await link(admin.site, { _csrf: admin.csrf, current_password: 'not the password at all' })).toEqual({
      status: 303,
      location: '/ku/admin?sso=wrong_password',
    });
    expect(await link(admin.site, { current_password: ADMIN.password })).toEqual({ status: 303, location: '/ku/admin?sso=csrf' });
    expect(await link(new Jar(), { current_password: ADMIN.password })).toEqual({
      status: 303,
      location: '/auth/sign-in?lang=ku&return=%2Fku%2Fadmin',
    });
    expect(admin.site.cookies.has('lrdx_oidc')).toBe(false);

    const started = await link(admin.site, { _csrf: admin.csrf, current_password: ADMIN.password });
    // A page that moves on to the provider (a redirect of the form's post would break the CSP's form-action).
    expect(started.status).toBe(200);
    expect(new URL(started.location).origin).toBe(provider.issuer);
    provider.signInAs = 'admin-at-work';
    const linked = await callback(await atProvider(started.location), admin.site);
    expect([linked.status, linked.location]).toEqual([302, '/ku/admin?sso=linked']);
    expect(openedSession(linked)).toBe(false);
    expect((await whoIs(admin.site)).body.data?.user).toMatchObject({ id: adminId, role: 'admin' });
    const panel = await fetch(`${base}/ku/admin?sso=linked`, { headers: { cookie: admin.site.header() } });
    expect(await panel.text()).toContain('هەژماری SSO بەسترایەوە');

    // From now on the provider account signs in as the admin.
    const later = await ssoSignIn('admin-at-work');
    expect(later.location).toBe('/ku/cms');
    expect((await whoIs(later.site)).body.data?.user).toMatchObject({ id: adminId, role: 'admin' });

    // The editor cannot take the admin's provider account for theirs.
    const editor = await signedIn('ed@example.com', 'quiet walnut ferry 4');
    const taken = await link(editor.site, { _csrf: editor.csrf, current_password: 'quiet walnut ferry 4', return: '/ku/cms' });
    const takenAnswer = await callback(await atProvider(taken.location), editor.site);
    expect(takenAnswer.location).toBe('/ku/cms?sso=taken');

    // A link finishes only in the session that asked for it: signed out in between, nothing is linked.
    provider.accounts.set('ed-at-work', { email: 'ed@example.com', email_verified: true });
    const asked = await link(editor.site, { _csrf: editor.csrf, current_password: 'quiet walnut ferry 4', return: '/ku/cms' });
    editor.site.cookies.delete('lrdx_session');
    provider.signInAs = 'ed-at-work';
    const orphan = await callback(await atProvider(asked.location), editor.site);
    expect([orphan.location, openedSession(orphan)]).toEqual(['/ku/cms?sso=failed', false]);

    const links = await t.database.db.selectFrom('user_identities').select(['subject', 'user_id']).orderBy('subject').execute();
    expect(links.map((l) => [l.subject, Number(l.user_id)])).toEqual([['admin-at-work', adminId]]);
    expect(links.some((l) => Number(l.user_id) === editorId)).toBe(false);
  });
});
