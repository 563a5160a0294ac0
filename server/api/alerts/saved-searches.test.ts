/**
 * Saved searches with double opt-in (docs/alerts.md), on SQLite and PostgreSQL: a sign-up stores a
 * pending alert and queues the confirmation e-mail in the sign-up language with List-Unsubscribe
 * (read back from a real SMTP server); the confirmation page changes nothing on GET and activates
 * on POST; the one-click unsubscribe and the manage page delete alerts, and the address goes with
 * its last alert; unconfirmed sign-ups expire; bad input is a 400 naming the field; sign-ups are
 * rate-limited per client and per address.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { processEmailOutbox } from '../../adapters/email/delivery.js';
import { enqueueEmail } from '../../adapters/email/outbox.js';
import { createSmtpTransport } from '../../adapters/email/smtp.js';
import type { Database } from '../../db/schema.js';
import { testDialects } from '../../db/test-db.js';
import type { ListingTestDatabase } from '../../listing/testing/test-database.js';
import { purgeExpiredAlerts } from '../../alerts/saved-searches.js';
import { parseMessage, startTestSmtpServer } from '../../testing/smtp-test-server.js';
import type { Kysely } from 'kysely';
import { buildAlertsTestApp } from './testing/alerts-test-app.js';

const ORIGIN = 'https://www.example.iq';
const QUERY = 'filter[models_in][]=Defender 110&filter[display_price_lteq]=90000&page=3&sort=priceAsc';

describe.each(testDialects())('saved searches with double opt-in (%s)', (dialect) => {
  let fixture: ListingTestDatabase | undefined;
  let app: FastifyInstance;
  let db: Kysely<Database>;
  let now = Date.parse('2030-03-01T08:00:00Z');

  afterEach(async () => {
    await app.close();
    await fixture?.handle.cleanup();
  });

  async function build(env: Record<string, string> = { RATE_LIMITS: 'off' }) {
    ({ fixture, db, app } = await buildAlertsTestApp(dialect, { origin: ORIGIN, env, now: () => now }));
  }

  const signUp = (body: Record<string, unknown>, ip = '203.0.113.5') =>
    app.inject({ method: 'POST', url: '/public_api/alerts/searches', payload: body, remoteAddress: ip });
  const valid = { email: 'Shirin@Example.com', language: 'ku', listing: 'iraq', query: QUERY };

  async function lastMail() {
    return db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  }
  function linkIn(body: string, page: string): string {
    const match = new RegExp(`${ORIGIN}/(ku|ar|en)/alerts/${page}\\?token=[A-Za-z0-9_-]+`).exec(body);
    if (!match) throw new Error(`no ${page} link in ${body}`);
    return match[0].slice(ORIGIN.length);
  }

  it('stores a pending alert and mails the confirmation in the sign-up language, List-Unsubscribe included; confirming activates it', async () => {
    await build();
    const answer = await signUp(valid);
    expect(answer.statusCode).toBe(202);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ data: { status: 'check_inbox' } });

    const alert = await db.selectFrom('stock_alerts').selectAll().executeTakeFirstOrThrow();
    expect(alert).toMatchObject({ state: 'pending', language: 'ku', listing_id: 'iraq' });
    // Stored in the listing API's form, without paging and sort.
    expect(new URLSearchParams(alert.query).getAll('filter[models_in][]')).toEqual(['Defender 110']);
    expect(alert.query).not.toMatch(/page=|sort=/);
    expect(Number(alert.expires_at)).toBe(now + 48 * 3_600_000);
    // Tokens only as hashes: the link's token is nowhere in the database.
    const mail = await lastMail();
    const confirm = linkIn(mail.body, 'confirm');
    const token = new URL(confirm, ORIGIN).searchParams.get('token') ?? '';
    const hashes = await db.selectFrom('alert_tokens').select('token_hash').execute();
    expect(hashes.map((h) => h.token_hash)).not.toContain(token);
    expect(hashes).toHaveLength(3); // confirm, unsubscribe, manage

    expect(mail).toMatchObject({ to: 'Shirin@Example.com', language: 'ku', subject: 'ئاگادارکردنەوەی ئۆتۆمبێلە نوێیەکان پشتڕاست بکەرەوە' });
    expect(mail.body).toContain('٤٨');
    expect(mail.body).toContain(`${ORIGIN}/ku/stock?models=Defender+110`);
    expect(mail.list_unsubscribe).toMatch(new RegExp(`^${ORIGIN}/ku/alerts/unsubscribe\\?token=`));

    // Through a real SMTP server: the one-click headers are on the wire.
    const smtp = await startTestSmtpServer();
    try {
      const transport = createSmtpTransport({ url: smtp.url, from: '"Land Rover Iraq" <no-reply@example.iq>', timeoutMs: 5000 });
      expect(await processEmailOutbox(db, transport, { now, defaultLanguage: 'en' })).toMatchObject({ sent: 1 });
      transport.close();
      const parsed = parseMessage(smtp.messages[0]?.raw ?? '');
      expect(parsed.headers.get('list-unsubscribe')).toBe(`<${mail.list_unsubscribe}>`);
      expect(parsed.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(parsed.headers.get('content-language')).toBe('ckb');
    } finally {
      await smtp.close();
    }

    // GET only shows the button (mail scanners follow links); POST confirms.
    const page = await app.inject({ url: confirm });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('lang="ckb" dir="rtl"');
    expect(page.body).toContain('<form method="post">');
    expect((await db.selectFrom('stock_alerts').select('state').executeTakeFirstOrThrow()).state).toBe('pending');
    const confirmed = await app.inject({ method: 'POST', url: confirm });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('ئاگادارکردنەوەکەت چالاکە');
    const active = await db.selectFrom('stock_alerts').selectAll().executeTakeFirstOrThrow();
    expect(active).toMatchObject({ state: 'active', expires_at: null });
    expect(active.seen_vehicle_id).toBe(Math.max(...(fixture?.vehicles ?? []).map((v) => v.id)));
    // A second click changes nothing and still says so.
    expect((await app.inject({ method: 'POST', url: confirm })).statusCode).toBe(200);
    // A made-up token is no one's.
    const forged = await app.inject({ method: 'POST', url: '/ku/alerts/confirm?token=' + 'a'.repeat(43) });
    expect(forged.statusCode).toBe(404);
  });

  it('one-click unsubscribe (RFC 8058 POST) deletes the alert, and the address with its last alert', async () => {
    await build();
    expect((await signUp({ ...valid, language: 'ar' })).statusCode).toBe(202);
    const mail = await lastMail();
    await enqueueEmail(db, { to: mail.to, subject: 'Order LRDX-1 confirmed', body: 'Thank you.', language: 'en' }, now);
    const url = new URL(mail.list_unsubscribe ?? '').pathname + new URL(mail.list_unsubscribe ?? '').search;
    expect(url).toMatch(/^\/ar\/alerts\/unsubscribe\?token=/);
    const stopPage = await app.inject({ url });
    expect(stopPage.statusCode).toBe(200);
    expect(await db.selectFrom('stock_alerts').select('id').execute()).toHaveLength(1);
    const oneClick = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('تم إيقاف التنبيه');
    // The alert mail to the address goes with it; other mail to the same address (an order's) stays.
    expect(await db.selectFrom('email_outbox').select('subject').execute()).toEqual([{ subject: 'Order LRDX-1 confirmed' }]);
    expect(await db.selectFrom('stock_alerts').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('alert_addresses').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('alert_tokens').select('token_hash').execute()).toEqual([]);
    // A mail client posting multipart/form-data (RFC 8058 allows it) is heard the same way.
    const boundary = 'lrdx-test-boundary';
    const multipart = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    // A mail client's retry: still 200.
    expect(
      (
        await app.inject({
          method: 'POST',
          url,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('the manage link lists every alert of the address and deletes one or all; the address goes with the last', async () => {
    await build();
    await signUp({ ...valid, language: 'en' });
    await signUp({ ...valid, email: 'shirin@example.com', language: 'en', query: 'filter[engine_types_includes][]=diesel' });
    await signUp({ ...valid, email: 'other@example.com', language: 'en', query: '' });
    expect(await db.selectFrom('alert_addresses').select('id').execute()).toHaveLength(2);
    const mails = await db.selectFrom('email_outbox').selectAll().where('to', 'like', '%hirin%').orderBy('id').execute();
    expect(mails).toHaveLength(2);
    const manage = linkIn(mails[0]?.body ?? '', 'manage');

    const list = await app.inject({ url: manage });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toContain('Shirin@Example.com');
    expect(list.body.match(/name="delete" value="[0-9a-f-]{36}"/g)).toHaveLength(2);
    const firstId = /name="delete" value="([0-9a-f-]{36})"/.exec(list.body)?.[1] ?? '';

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const one = await app.inject({ method: 'POST', url: manage, headers: form, payload: `delete=${firstId}` });
    expect(one.statusCode).toBe(303);
    expect((await app.inject({ url: manage })).body.match(/name="delete" value="[0-9a-f-]{36}"/g)).toHaveLength(1);
    expect((await app.inject({ method: 'POST', url: manage, headers: form, payload: '' })).statusCode).toBe(400);

    const all = await app.inject({ method: 'POST', url: manage, headers: form, payload: 'delete=all' });
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('All your alerts and your address are deleted.');
    const left = await db.selectFrom('alert_addresses').select('email').execute();
    expect(left).toEqual([{ email: 'other@example.com' }]);
    expect((await db.selectFrom('email_outbox').select('to').execute()).map((row) => row.to)).toEqual(['other@example.com']);
    // The link is spent with the address.
    expect((await app.inject({ url: manage })).statusCode).toBe(404);
  });

  it('an unconfirmed sign-up expires after 48 hours, and its address with it', async () => {
    await build();
    await signUp(valid);
    const confirm = linkIn((await lastMail()).body, 'confirm');
    now += 47 * 3_600_000;
    expect(await purgeExpiredAlerts(db, now)).toEqual({ alerts: 0, addresses: 0 });
    now += 2 * 3_600_000;
    expect(await purgeExpiredAlerts(db, now)).toEqual({ alerts: 1, addresses: 1 });
    expect(await db.selectFrom('alert_tokens').select('token_hash').execute()).toEqual([]);
    expect((await app.inject({ method: 'POST', url: confirm })).statusCode).toBe(404);
  });

  it('refuses bad input with 400, a code and the field; an active alert signed up again sends nothing', async () => {
    await build();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, email: 'not-an-address' }, 'invalid_email', 'email'],
      [{ ...valid, email: 'a@localhost' }, 'invalid_email', 'email'],
      [{ ...valid, query: 'filter[wings_in][]=2' }, 'unknown_filter', 'query'],
      [{ ...valid, query: 'filter[display_price_lteq]=cheap' }, 'invalid_number', 'query'],
      [{ ...valid, listing: 'nowhere' }, 'unknown_listing', 'listing'],
      [{ ...valid, language: 'de' }, 'invalid_request', 'language'],
    ];
    for (const [body, code, field] of cases) {
      const refused = await signUp(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toMatchObject({ code, field });
    }
    const missing = await signUp({ email: 'x@example.com', language: 'en', listing: 'iraq' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('query');
    expect(await db.selectFrom('stock_alerts').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('alert_addresses').select('id').execute()).toEqual([]);

    // The same search again while pending: a new link (one alert); once active: the same answer, no mail.
    expect((await signUp(valid)).statusCode).toBe(202);
    expect((await signUp({ ...valid, email: 'shirin@EXAMPLE.com' })).statusCode).toBe(202);
    expect(await db.selectFrom('stock_alerts').select('id').execute()).toHaveLength(1);
    const confirm = linkIn((await lastMail()).body, 'confirm');
    expect((await app.inject({ method: 'POST', url: confirm })).statusCode).toBe(200);
    const mailsBefore = (await db.selectFrom('email_outbox').select('id').execute()).length;
    const again = await signUp(valid);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ data: { status: 'check_inbox' } });
    expect(await db.selectFrom('email_outbox').select('id').execute()).toHaveLength(mailsBefore);
  });

  it('limits sign-ups per client and per address (429 rate_limited)', async () => {
    await build({ RATE_LIMIT_ALERT_SIGN_UPS: '3/600', RATE_LIMIT_ALERT_SIGN_UPS_PER_ADDRESS: '2/3600' });
    expect((await signUp(valid, '198.51.100.1')).statusCode).toBe(202);
    expect((await signUp({ ...valid, email: 'SHIRIN@example.com' }, '198.51.100.2')).statusCode).toBe(202);
    const perAddress = await signUp(valid, '198.51.100.3');
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json().error.code).toBe('rate_limited');
    for (const n of [1, 2]) expect((await signUp({ ...valid, email: `p${n}@example.com` }, '192.0.2.9')).statusCode).toBe(202);
    expect((await signUp({ ...valid, email: 'p3@example.com' }, '192.0.2.9')).statusCode).toBe(202);
    expect((await signUp({ ...valid, email: 'p4@example.com' }, '192.0.2.9')).statusCode).toBe(429);
  });
});
