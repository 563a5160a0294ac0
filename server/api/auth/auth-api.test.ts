/**
 * The auth family through fastify.inject on SQLite and PostgreSQL: sign-in (JSON and the page's
 * form), no user enumeration, cookies, CSRF, bearer tokens, the requireRole guard, password
 * change, sign-out and the sign-in rate limit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../db/test-db.js';
import { buildAuthTestApp, cookieHeader, cookieJarAfter, type AuthTestApp } from '../../testing/auth-test-app.js';

const PASSWORD = 'copper kettle orbit 1';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The CSRF token the sign-in page's form carries. */
function formCsrf(html: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('no CSRF field in the page');
  return match[1]!;
}

describe.each(testDialects())('auth API (%s)', (dialect) => {
  let t: AuthTestApp;
  afterEach(async () => t.close());

  async function setUp(env: Record<string, string> = {}) {
    t = await buildAuthTestApp(dialect, { guardedRoutes: true, env });
    await t.addUser('editor@example.com', PASSWORD, 'editor');
    await t.addUser('admin@example.com', 'brass lantern orbit 1', 'admin');
    await t.addUser('nobody@example.com', 'silent meadow orbit 1', null);
  }

  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/auth/sign-in', payload: { email, password }, headers });

  async function sessionOf(email: string, password: string) {
    const response = await signIn(email, password);
    expect(response.statusCode).toBe(200);
    return { jar: cookieJarAfter(response), csrf: response.json().data.csrf_token as string };
  }

  it('signs in with JSON: an HttpOnly, SameSite=Lax session cookie, the user, its expiry and a CSRF token', async () => {
    await setUp();
    const response = await signIn('Editor@Example.com', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      user: { email: 'editor@example.com', role: 'editor' },
      expires_at: '2030-01-01T12:00:00.000Z',
    });
    const session = response.cookies.find((c) => c.name === 'lrdx_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    const who = await t.app.inject({ method: 'GET', url: '/auth/session', headers: { cookie: cookieHeader(cookieJarAfter(response)) } });
    expect(who.json().data).toMatchObject({ user: { email: 'editor@example.com', role: 'editor' }, via: 'session' });
  });

  it('marks the cookie Secure when a trusted proxy says the request came over HTTPS, not when any client says so', async () => {
    t = await buildAuthTestApp(dialect, { trustProxy: ['loopback'] });
    await t.addUser('editor@example.com', PASSWORD, 'editor');
    const viaProxy = await signIn('editor@example.com', PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(viaProxy.cookies.find((c) => c.name === 'lrdx_session')?.secure).toBe(true);
    const direct = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      remoteAddress: '203.0.113.50',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'editor@example.com', password: PASSWORD },
    });
    expect(direct.statusCode).toBe(200);
    expect(direct.cookies.find((c) => c.name === 'lrdx_session')?.secure).toBeFalsy();
  });

  it('answers an unknown e-mail and a wrong password identically (status and body)', async () => {
    await setUp();
    const unknown = await signIn('who@example.com', PASSWORD);
    const wrong = await signIn('editor@example.com', 'not the password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json().error.code).toBe('invalid_credentials');
    expect(unknown.cookies.find((c) => c.name === 'lrdx_session')).toBeUndefined();
    const unknownToken = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { email: 'who@example.com', password: PASSWORD },
    });
    const wrongToken = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { email: 'editor@example.com', password: 'nope nope nope' },
    });
    expect([unknownToken.statusCode, unknownToken.body]).toEqual([wrongToken.statusCode, wrongToken.body]);
  });

  it('signs in from the page form with its CSRF token and goes back to the return path', async () => {
    await setUp();
    const page = await t.app.inject({ method: 'GET', url: '/auth/sign-in?lang=en&return=%2Fen%2Fadmin' });
    expect(page.statusCode).toBe(200);
    const jar = cookieJarAfter(page);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { cookie: cookieHeader(jar), ...FORM },
      payload: new URLSearchParams({
        email: 'admin@example.com',
        password: 'brass lantern orbit 1',
        _csrf: formCsrf(page.body),
        lang: 'en',
        return: '/en/admin',
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/admin');
    const landing = await t.app.inject({
      method: 'GET',
      url: '/en/admin',
      headers: { cookie: cookieHeader(cookieJarAfter(response, jar)) },
    });
    expect(landing.statusCode).toBe(200);
    // The editor's page (or its landing page while the editor is not built) names who is signed in.
    expect(landing.body).toContain('admin@example.com');
  });

  it('answers a form sign-in that fails with the page again: the error announced, the e-mail kept, the same for unknown and wrong', async () => {
    await setUp();
    const page = await t.app.inject({ method: 'GET', url: '/auth/sign-in?lang=ku' });
    const post = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/sign-in',
        headers: { cookie: cookieHeader(cookieJarAfter(page)), ...FORM },
        payload: new URLSearchParams({ email, password: 'wrong password!', _csrf: formCsrf(page.body), lang: 'ku' }).toString(),
      });
    const wrong = await post('editor@example.com');
    const unknown = await post('ghost@example.com');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain('ئیمەیڵ یان وشەی نهێنی دروست نییە');
    expect(wrong.body).toContain('value="editor@example.com"');
    expect(wrong.body).toContain('<html lang="ckb" dir="rtl">');
    expect(wrong.body).toContain('<title>کێشەیەک هەیە: چوونەژوورەوە</title>');
    const alertOf = (html: string) => /<div role="alert"[^>]*>(.*?)<\/div>/.exec(html)?.[1];
    expect(alertOf(unknown.body)).toBe(alertOf(wrong.body));
  });

  it('refuses a form sign-in without a CSRF token or with a bad one (403, the page says so), and no session is made', async () => {
    await setUp();
    const payload = (extra: Record<string, string>) =>
      new URLSearchParams({ email: 'editor@example.com', password: PASSWORD, lang: 'en', ...extra }).toString();
    const noSecret = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: payload({}),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noSecret.statusCode).toBe(403);
    expect(noSecret.body).toContain('The form had expired');
    const page = await t.app.inject({ method: 'GET', url: '/auth/sign-in?lang=en' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { cookie: cookieHeader(cookieJarAfter(page)), 'content-type': 'application/x-www-form-urlencoded' },
      payload: payload({ _csrf: 'forged-token' }),
    });
    expect(bad.statusCode).toBe(403);
    expect(bad.cookies.find((c) => c.name === 'lrdx_session')).toBeUndefined();
  });

  it('needs the CSRF token on cookie calls that change state: missing or bad → 403 with a code; GET needs none', async () => {
    await setUp();
    const { jar, csrf } = await sessionOf('editor@example.com', PASSWORD);
    const headers = { cookie: cookieHeader(jar) };
    expect((await t.app.inject({ method: 'GET', url: '/test/editor', headers })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'POST', url: '/test/editor', headers });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('csrf_invalid');
    const noSecret = await t.app.inject({
      method: 'POST',
      url: '/test/editor',
      headers: { cookie: `lrdx_session=${jar.lrdx_session}`, 'x-csrf-token': csrf },
    });
    expect(noSecret.json().error.code).toBe('csrf_missing');
    const bad = await t.app.inject({ method: 'POST', url: '/test/editor', headers: { ...headers, 'x-csrf-token': `${csrf}x` } });
    expect([bad.statusCode, bad.json().error.code]).toEqual([403, 'csrf_invalid']);
    const good = await t.app.inject({ method: 'POST', url: '/test/editor', headers: { ...headers, 'x-csrf-token': csrf } });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ email: 'editor@example.com' });
  });

  it('guards by role: 401 unauthenticated, 403 no_permissions without a role, 403 forbidden for an editor on admin routes', async () => {
    await setUp();
    const anonymous = await t.app.inject({ method: 'GET', url: '/test/editor' });
    expect([anonymous.statusCode, anonymous.json().error.code]).toEqual([401, 'unauthenticated']);
    const stale = await t.app.inject({ method: 'GET', url: '/test/editor', headers: { cookie: 'lrdx_session=abc' } });
    expect(stale.statusCode).toBe(401);
    const nobody = await sessionOf('nobody@example.com', 'silent meadow orbit 1');
    const noRole = await t.app.inject({ method: 'GET', url: '/test/editor', headers: { cookie: cookieHeader(nobody.jar) } });
    expect([noRole.statusCode, noRole.json().error.code]).toEqual([403, 'no_permissions']);
    const editor = await sessionOf('editor@example.com', PASSWORD);
    const editorOnAdmin = await t.app.inject({ method: 'GET', url: '/test/admin', headers: { cookie: cookieHeader(editor.jar) } });
    expect([editorOnAdmin.statusCode, editorOnAdmin.json().error.code]).toEqual([403, 'forbidden']);
    const admin = await sessionOf('admin@example.com', 'brass lantern orbit 1');
    expect((await t.app.inject({ method: 'GET', url: '/test/editor', headers: { cookie: cookieHeader(admin.jar) } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/test/admin', headers: { cookie: cookieHeader(admin.jar) } })).statusCode).toBe(200);
  });

  it('accepts a bearer token without CSRF until it expires or is revoked', async () => {
    await setUp({ API_TOKEN_DAYS: '2' });
    const issued = await t.app.inject({ method: 'POST', url: '/auth/token', payload: { email: 'editor@example.com', password: PASSWORD } });
    expect(issued.statusCode).toBe(200);
    const { token, expires_at } = issued.json();
    expect(expires_at).toBe('2030-01-03T00:00:00.000Z');
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'POST', url: '/test/editor', headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/session', headers: auth })).json().data.via).toBe('bearer');
    expect((await t.app.inject({ method: 'POST', url: '/auth/sign-out', headers: auth })).json()).toEqual({ data: { signed_out: true } });
    const revoked = await t.app.inject({ method: 'POST', url: '/test/editor', headers: auth });
    expect([revoked.statusCode, revoked.json().error.code]).toEqual([401, 'unauthenticated']);
    const second = (
      await t.app.inject({ method: 'POST', url: '/auth/token', payload: { email: 'editor@example.com', password: PASSWORD } })
    ).json();
    t.clock.now += 2 * 86_400_000;
    expect(
      (await t.app.inject({ method: 'GET', url: '/test/editor', headers: { authorization: `Bearer ${second.token}` } })).statusCode,
    ).toBe(401);
  });

  it('changes the password and ends every other session of the account, keeping this one', async () => {
    await setUp();
    const here = await sessionOf('editor@example.com', PASSWORD);
    const there = await sessionOf('editor@example.com', PASSWORD);
    const change = (payload: object, csrf = here.csrf) =>
      t.app.inject({ method: 'POST', url: '/auth/password', headers: { cookie: cookieHeader(here.jar), 'x-csrf-token': csrf }, payload });
    expect((await change({ current_password: 'wrong password 1', new_password: 'brand new password' })).json().error.code).toBe(
      'wrong_password',
    );
    expect((await change({ current_password: PASSWORD, new_password: 'short' })).json().error).toMatchObject({
      code: 'weak_password',
      field: 'new_password',
      reason: 'too_short',
    });
    for (const [password, reason] of [
      ['password1234', 'common_password'],
      ['editor@example.com', 'personal_data'],
      ['Editor-2030-x', 'personal_data'],
    ] as const)
      expect((await change({ current_password: PASSWORD, new_password: password })).json().error).toMatchObject({
        code: 'weak_password',
        field: 'new_password',
        reason,
      });
    expect((await change({ current_password: PASSWORD, new_password: 'brand new password' }, 'bad')).statusCode).toBe(403);
    expect((await change({ current_password: PASSWORD, new_password: 'brand new password' })).json()).toEqual({ data: { changed: true } });
    expect((await t.app.inject({ method: 'GET', url: '/auth/session', headers: { cookie: cookieHeader(here.jar) } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/session', headers: { cookie: cookieHeader(there.jar) } })).statusCode).toBe(
      401,
    );
    expect((await signIn('editor@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await signIn('editor@example.com', 'brand new password')).statusCode).toBe(200);
  });

  it('changes the password from the landing page form and says so there', async () => {
    await setUp();
    const { jar } = await sessionOf('editor@example.com', PASSWORD);
    const landing = await t.app.inject({ method: 'GET', url: '/en/cms', headers: { cookie: cookieHeader(jar) } });
    const post = (current: string, next = 'brand new password') =>
      t.app.inject({
        method: 'POST',
        url: '/auth/password',
        headers: { cookie: cookieHeader(cookieJarAfter(landing, jar)), ...FORM },
        payload: new URLSearchParams({
          current_password: current,
          new_password: next,
          _csrf: formCsrf(landing.body),
          lang: 'en',
          return: '/en/cms',
        }).toString(),
      });
    const wrong = await post('not it at all');
    expect([wrong.statusCode, wrong.headers.location]).toEqual([303, '/en/cms?password=wrong_password']);
    const weak = await post(PASSWORD, '123456789012');
    expect(weak.headers.location).toBe('/en/cms?password=weak_password&reason=common_password');
    const said = await t.app.inject({
      method: 'GET',
      url: weak.headers.location!,
      headers: { cookie: cookieHeader(cookieJarAfter(landing, jar)) },
    });
    expect(said.body).toContain('This is a common password, or close to one; attackers try these first.');
    const saidKu = await t.app.inject({
      method: 'GET',
      url: '/ku/cms?password=weak_password&reason=personal_data',
      headers: { cookie: cookieHeader(cookieJarAfter(landing, jar)) },
    });
    expect(saidKu.body).toContain('وشەی نهێنی نابێت ئیمەیڵەکەت');
    const done = await post(PASSWORD);
    expect(done.headers.location).toBe('/en/cms?password=changed');
    const after = await t.app.inject({
      method: 'GET',
      url: '/en/cms?password=changed',
      headers: { cookie: cookieHeader(cookieJarAfter(landing, jar)) },
    });
    expect(after.body).toContain('role="status"');
    expect(after.body).toContain('Your password was changed');
  });

  it('signs out: the session ends on the server, the cookie is cleared, and sign-out needs the CSRF token', async () => {
    await setUp();
    const { jar, csrf } = await sessionOf('editor@example.com', PASSWORD);
    const forged = await t.app.inject({ method: 'POST', url: '/auth/sign-out', headers: { cookie: cookieHeader(jar) } });
    expect(forged.statusCode).toBe(403);
    const out = await t.app.inject({ method: 'POST', url: '/auth/sign-out', headers: { cookie: cookieHeader(jar), 'x-csrf-token': csrf } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'lrdx_session')?.value).toBe('');
    // The old cookie, replayed, opens nothing: the row is gone.
    expect((await t.app.inject({ method: 'GET', url: '/auth/session', headers: { cookie: cookieHeader(jar) } })).statusCode).toBe(401);
  });

  it('limits sign-in attempts per client (429 rate_limited with Retry-After), other clients still can, successes included', async () => {
    await setUp({ RATE_LIMITS: 'on', RATE_LIMIT_SIGN_IN: '3/600' });
    const from = (ip: string, password = 'guess password!') =>
      t.app.inject({ method: 'POST', url: '/auth/sign-in', remoteAddress: ip, payload: { email: 'editor@example.com', password } });
    for (let i = 0; i < 3; i += 1) expect((await from('203.0.113.9')).statusCode).toBe(401);
    const refused = await from('203.0.113.9', PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', retry_after_seconds: 600 });
    // Tokens share the bucket: both try a password.
    const token = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      remoteAddress: '203.0.113.9',
      payload: { email: 'editor@example.com', password: PASSWORD },
    });
    expect(token.statusCode).toBe(429);
    expect((await from('198.51.100.7', PASSWORD)).statusCode).toBe(200);
    t.clock.now += 600_000;
    expect((await from('203.0.113.9', PASSWORD)).statusCode).toBe(200);
  });
});
