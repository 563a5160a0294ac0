/**
 * Guessing and session hygiene on SQLite and PostgreSQL (docs/accounts.md): the per-account limit
 * with its growing delay (many client addresses taking turns at one account), its audit, the CSRF
 * secret rotated at sign-in and sign-out, read-only tokens, and the last use of sessions and tokens.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../db/test-db.js';
import { buildAuthTestApp, cookieHeader, cookieJarAfter, type AuthTestApp } from '../../testing/auth-test-app.js';

const PASSWORD = 'copper kettle orbit 1';
const EMAIL = 'editor@example.com';

describe.each(testDialects())('sign-in guard (%s)', (dialect) => {
  let t: AuthTestApp;
  afterEach(async () => t.close());

  /** The application's own limits, behind a proxy on the same machine that names the client in X-Forwarded-For. */
  async function setUp(env: Record<string, string> = {}) {
    t = await buildAuthTestApp(dialect, { guardedRoutes: true, trustProxy: ['loopback'], env: { RATE_LIMITS: 'on', ...env } });
    await t.addUser(EMAIL, PASSWORD, 'editor');
  }

  const from = (client: string, password: string, email = EMAIL, url = '/auth/sign-in') =>
    t.app.inject({ method: 'POST', url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client }, payload: { email, password } });

  it('refuses the right password after 40 wrong ones from 40 addresses (429 too_many_attempts, Retry-After), and takes it after the delay', async () => {
    await setUp();
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i += 1) statuses.push((await from(`198.51.100.${i}`, `wrong guess number ${i}`)).statusCode);
    // The first five are checked; every later one waits for the delay the fifth started.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

    const refused = await from('203.0.113.77', PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'too_many_attempts', retry_after_seconds: 30 });
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.cookies.find((c) => c.name === 'lrdx_session')).toBeUndefined();
    // A token request tries a password too: the same limit.
    const token = await from('203.0.113.78', PASSWORD, EMAIL, '/auth/token');
    expect([token.statusCode, token.json().error.code]).toEqual([429, 'too_many_attempts']);

    t.clock.now += 30_000;
    const accepted = await from('203.0.113.77', PASSWORD);
    expect(accepted.statusCode).toBe(200);
    // The right password ended the run: a slip later starts from nothing.
    expect((await from('203.0.113.77', 'one more slip!')).statusCode).toBe(401);
    expect((await from('203.0.113.77', PASSWORD)).statusCode).toBe(200);

    // Audited: who, when, from where, how, outcome.
    const rows = await t.database.db.selectFrom('sign_in_attempts').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(45);
    expect(rows[0]).toMatchObject({ email: EMAIL, ip: '198.51.100.1', via: 'password', outcome: 'failure', locked_until: null });
    expect(rows[4]).toMatchObject({ ip: '198.51.100.5', outcome: 'failure' });
    expect(Number(rows[4]!.locked_until)).toBe(Date.parse('2030-01-01T00:00:30Z'));
    expect(rows[5]).toMatchObject({ ip: '198.51.100.6', outcome: 'locked' });
    expect(rows[41]).toMatchObject({ ip: '203.0.113.78', via: 'token', outcome: 'locked' });
    expect(rows[42]).toMatchObject({ ip: '203.0.113.77', outcome: 'success' });
    expect(Number(rows[42]!.at)).toBe(Date.parse('2030-01-01T00:00:30Z'));
    expect(rows.every((r) => r.user_id !== null)).toBe(true);
  });

  it('doubles the delay with every further failure up to 15 minutes, never for good, and hammering during a delay does not extend it', async () => {
    await setUp({ RATE_LIMITS: 'off' });
    for (let i = 0; i < 5; i += 1) await from('192.0.2.1', 'not it, sorry');
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const refused = await from('192.0.2.2', 'still not it');
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      waits.push(seconds);
      // Ten more tries during the delay change nothing.
      for (let k = 0; k < 10; k += 1) await from('192.0.2.3', 'hammer hammer');
      expect(Number((await from('192.0.2.2', 'x'.repeat(12))).headers['retry-after'])).toBe(seconds);
      t.clock.now += seconds * 1000;
      expect((await from('192.0.2.4', 'another wrong one')).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    t.clock.now += 900_000;
    expect((await from('192.0.2.9', PASSWORD)).statusCode).toBe(200);
  });

  it('treats an address without an account the same way (no enumeration through the limit)', async () => {
    await setUp({ RATE_LIMITS: 'off' });
    const answers = async (email: string) => {
      const out: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const r = await from(`192.0.2.${i + 20}`, 'guess guess guess', email);
        out.push(`${r.statusCode} ${r.json().error.code} ${r.headers['retry-after'] ?? ''}`);
      }
      return out;
    };
    expect(await answers('ghost@example.com')).toEqual(await answers(EMAIL));
    const ghost = await t.database.db.selectFrom('sign_in_attempts').selectAll().where('email', '=', 'ghost@example.com').execute();
    expect(ghost.map((r) => [r.user_id, r.outcome])).toEqual([...Array(5).fill([null, 'failure']), [null, 'locked'], [null, 'locked']]);
  });

  it('checks only five passwords of a burst sent at once, whatever the number of processes', async () => {
    await setUp({ RATE_LIMITS: 'off' });
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => from(`198.51.100.${i + 1}`, `parallel guess ${i}`)));
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('says it on the sign-in page in its language when the form is refused', async () => {
    await setUp({ RATE_LIMITS: 'off' });
    for (let i = 0; i < 5; i += 1) await from('192.0.2.1', 'not it, sorry');
    const page = await t.app.inject({ method: 'GET', url: '/auth/sign-in?lang=ar' });
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const form = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { cookie: cookieHeader(cookieJarAfter(page)), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: EMAIL, password: PASSWORD, _csrf: csrf, lang: 'ar' }).toString(),
    });
    expect(form.statusCode).toBe(429);
    expect(form.headers['retry-after']).toBe('30');
    expect(form.body).toContain('محاولات كثيرة جدًا');
  });

  it('rotates the CSRF secret at sign-in and sign-out: a token from before is refused after', async () => {
    await setUp({ RATE_LIMITS: 'off' });
    // A token handed out before the sign-in (the sign-in page's), as an attacker who planted the secret would hold it.
    const page = await t.app.inject({ method: 'GET', url: '/auth/sign-in?lang=en' });
    const before = /name="_csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { cookie: cookieHeader(cookieJarAfter(page)) },
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const jar = cookieJarAfter(signIn, cookieJarAfter(page));
    expect(jar.lrdx_csrf).not.toBe(cookieJarAfter(page).lrdx_csrf);
    const post = (csrf: string, cookies = jar) =>
      t.app.inject({ method: 'POST', url: '/test/editor', headers: { cookie: cookieHeader(cookies), 'x-csrf-token': csrf } });
    const stale = await post(before);
    expect([stale.statusCode, stale.json().error.code]).toEqual([403, 'csrf_invalid']);
    const fresh = signIn.json().data.csrf_token as string;
    expect((await post(fresh)).statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      headers: { cookie: cookieHeader(jar), 'x-csrf-token': fresh },
    });
    expect(out.statusCode).toBe(200);
    const afterJar = cookieJarAfter(out, jar);
    expect(afterJar.lrdx_csrf).not.toBe(jar.lrdx_csrf);
    // The signed-in page's token no longer posts the sign-in form of the signed-out browser.
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { cookie: cookieHeader(afterJar), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: EMAIL, password: PASSWORD, _csrf: fresh, lang: 'en' }).toString(),
    });
    expect(again.statusCode).toBe(403);
  });

  it('limits a read-only token to GET: 403 insufficient_scope elsewhere, its password untouched; a write token may write', async () => {
    await setUp({ RATE_LIMITS: 'off' });
    const issue = async (scope?: string) =>
      t.app.inject({ method: 'POST', url: '/auth/token', payload: { email: EMAIL, password: PASSWORD, ...(scope ? { scope } : {}) } });
    const read = await issue('read');
    expect(read.json()).toMatchObject({ token_type: 'Bearer', scope: 'read' });
    const reader = { authorization: `Bearer ${read.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/test/editor', headers: reader })).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/test/editor', undefined],
      ['POST', '/auth/password', { current_password: PASSWORD, new_password: 'violet canyon lamp 9' }],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: reader, ...(payload ? { payload } : {}) });
      expect([url, refused.statusCode, refused.json().error.code]).toEqual([url, 403, 'insufficient_scope']);
    }
    expect((await from('192.0.2.1', PASSWORD)).statusCode).toBe(200);
    const write = await issue();
    expect(write.json().scope).toBe('write');
    expect(
      (await t.app.inject({ method: 'POST', url: '/test/editor', headers: { authorization: `Bearer ${write.json().token}` } })).statusCode,
    ).toBe(200);
    expect((await issue('admin')).statusCode).toBe(400);
    // Revoking itself is always allowed: it only takes power away.
    expect((await t.app.inject({ method: 'POST', url: '/auth/sign-out', headers: reader })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/test/editor', headers: reader })).statusCode).toBe(401);
  });

  it('notes where a session and a token were made and last used, writing the last use at most once a minute', async () => {
    await setUp({ RATE_LIMITS: 'off' });
    const signIn = await from('198.51.100.10', PASSWORD);
    const cookie = cookieHeader(cookieJarAfter(signIn));
    const use = (client: string) =>
      t.app.inject({ method: 'GET', url: '/test/editor', remoteAddress: '127.0.0.1', headers: { cookie, 'x-forwarded-for': client } });
    const session = async () => t.database.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(await session()).toMatchObject({ created_ip: '198.51.100.10', last_used_at: null, last_used_ip: null });
    await use('198.51.100.11');
    const first = await session();
    expect([Number(first.last_used_at), first.last_used_ip]).toEqual([t.clock.now, '198.51.100.11']);
    t.clock.now += 59_000;
    await use('198.51.100.12');
    expect((await session()).last_used_ip).toBe('198.51.100.11');
    t.clock.now += 1_000;
    await use('198.51.100.13');
    expect([Number((await session()).last_used_at), (await session()).last_used_ip]).toEqual([t.clock.now, '198.51.100.13']);

    const issued = await from('198.51.100.20', PASSWORD, EMAIL, '/auth/token');
    await t.app.inject({
      method: 'GET',
      url: '/test/editor',
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Bearer ${issued.json().token}`, 'x-forwarded-for': '198.51.100.21' },
    });
    const token = await t.database.db.selectFrom('api_tokens').selectAll().executeTakeFirstOrThrow();
    expect(token).toMatchObject({ created_ip: '198.51.100.20', last_used_ip: '198.51.100.21', scope: 'write' });
  });
});
