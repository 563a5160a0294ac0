/**
 * Sessions, tokens and sign-in activity for admins (docs/accounts.md, "Sessions and tokens for
 * admins") on SQLite and PostgreSQL: every live session and token of every account with who, when
 * and from where; revoking any of them ends it at once; editors and read-only tokens are refused.
 */
import { describe, expect, it } from 'vitest';
import { testFixture } from '../../testing/suite-fixture.js';
import { testDialects } from '../../db/test-db.js';
import { ADMIN, EDITOR, buildCmsTestApp } from '../../testing/cms-test-app.js';

describe.each(testDialects())('sessions and tokens admin (%s)', (dialect) => {
  const t = testFixture(() => buildCmsTestApp(dialect));

  const call = (method: 'GET' | 'DELETE', url: string, headers: Record<string, string>) => t().app.inject({ method, url, headers });

  it('lists every live session and token of every account, and revokes any of them', async () => {
    const editorToken = await t().token(EDITOR);
    const editorBrowser = await t().session(EDITOR);
    const admin = await t().session(ADMIN);
    const adminHeaders = { cookie: admin.cookie, 'x-csrf-token': admin.csrf };
    t().clock.now += 120_000;
    const editorUse = await t().app.inject({
      method: 'GET',
      url: '/cms/api/pages?language=ku',
      headers: { authorization: `Bearer ${editorToken}` },
    });
    expect(editorUse.statusCode).toBe(200);

    const listed = await call('GET', '/cms/api/sessions', adminHeaders);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const entries = listed.json().data as {
      id: string;
      kind: string;
      user: { email: string };
      last_used_at: string | null;
      scope: string;
    }[];
    expect(entries.map((e) => [e.kind, e.user.email]).sort()).toEqual([
      ['session', 'admin@example.com'],
      ['session', 'editor@example.com'],
      ['token', 'editor@example.com'],
    ]);
    const token = entries.find((e) => e.kind === 'token')!;
    expect(token).toMatchObject({
      scope: 'write',
      created_ip: '127.0.0.1',
      last_used_at: new Date(t().clock.now).toISOString(),
      last_used_ip: '127.0.0.1',
    });
    expect(token.id).toMatch(/^t-[0-9a-f]{16}$/);
    // The list names entries; it never hands out anything that signs in.
    expect(listed.body).not.toContain(editorToken);
    expect(listed.body).not.toContain(editorBrowser.cookie.split('lrdx_session=')[1]!.split(';')[0]!);

    expect((await call('DELETE', `/cms/api/sessions/${token.id}`, adminHeaders)).json()).toEqual({ data: { revoked: true } });
    expect((await call('GET', '/cms/api/pages?language=ku', { authorization: `Bearer ${editorToken}` })).statusCode).toBe(401);
    const session = entries.find((e) => e.kind === 'session' && e.user.email === EDITOR.email)!;
    expect((await call('DELETE', `/cms/api/sessions/${session.id}`, adminHeaders)).statusCode).toBe(200);
    expect((await call('GET', '/auth/session', { cookie: editorBrowser.cookie })).statusCode).toBe(401);
    const again = await call('DELETE', `/cms/api/sessions/${session.id}`, adminHeaders);
    expect([again.statusCode, again.json().error.code]).toEqual([404, 'access_not_found']);
    expect((await call('DELETE', '/cms/api/sessions/x-123', adminHeaders)).statusCode).toBe(404);
    // Without the CSRF token a cookie call cannot revoke anything.
    expect((await call('DELETE', `/cms/api/sessions/${session.id}`, { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await call('GET', '/cms/api/sessions', adminHeaders)).json().data).toHaveLength(1);
  });

  it('shows the sign-in activity: attempts with who, when, from where and outcome, and the addresses waiting out a delay', async () => {
    for (let i = 0; i < 6; i += 1)
      await t().app.inject({ method: 'POST', url: '/auth/sign-in', payload: { email: EDITOR.email, password: `not the one ${i}` } });
    const admin = { authorization: `Bearer ${await t().token(ADMIN)}` };
    const activity = await call('GET', '/cms/api/sign_in_activity', admin);
    expect(activity.statusCode).toBe(200);
    expect(activity.headers['cache-control']).toBe('no-store');
    const { attempts, delayed } = activity.json().data;
    expect(attempts[0]).toMatchObject({ email: ADMIN.email, via: 'token', outcome: 'success', ip: '127.0.0.1' });
    expect(attempts[1]).toMatchObject({ email: EDITOR.email, via: 'password', outcome: 'locked' });
    expect(attempts[2]).toMatchObject({
      email: EDITOR.email,
      outcome: 'failure',
      locked_until: new Date(t().clock.now + 30_000).toISOString(),
    });
    expect(delayed).toEqual([{ email: EDITOR.email, failures: 5, locked_until: new Date(t().clock.now + 30_000).toISOString() }]);
  });

  it('is for admins only: an editor gets 403 forbidden, a read-only admin token may list but not revoke', async () => {
    const editor = { authorization: `Bearer ${await t().token(EDITOR)}` };
    for (const url of ['/cms/api/sessions', '/cms/api/sign_in_activity'])
      expect((await call('GET', url, editor)).json().error.code).toBe('forbidden');
    const read = await t().app.inject({ method: 'POST', url: '/auth/token', payload: { ...ADMIN, scope: 'read' } });
    const reader = { authorization: `Bearer ${read.json().token}` };
    const entries = (await call('GET', '/cms/api/sessions', reader)).json().data as { id: string }[];
    const refused = await call('DELETE', `/cms/api/sessions/${entries[0]!.id}`, reader);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'insufficient_scope']);
  });
});
