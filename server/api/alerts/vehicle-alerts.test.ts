/**
 * Alerts on one vehicle (docs/alerts.md, "Alerts on one vehicle"), on SQLite and PostgreSQL: a saved
 * vehicle's price drop and its return to stock each make exactly one e-mail (double opt-in first,
 * List-Unsubscribe on the wire of a real SMTP server, the manage link), a price rise or the vehicle
 * being taken makes none; a vehicle someone else holds mails once when the hold is released or
 * expires, and the done alert and its address are purged a week later; unsubscribing stops it, and so
 * does the stop token of either kind (the visitor un-saved the vehicle); bad
 * input is a 4xx naming the field; stopping an alert is rate-limited per client; two processes watching one database send each change once.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { processEmailOutbox } from '../../adapters/email/delivery.js';
import { createSmtpTransport } from '../../adapters/email/smtp.js';
import { purgeExpiredAlerts } from '../../alerts/saved-searches.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DbHandle } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { testDialects } from '../../db/test-db.js';
import type { ListingTestDatabase } from '../../listing/testing/test-database.js';
import { acquireSoftLock, releaseSoftLock } from '../../orders/soft-locks.js';
import { buildServices, type Services } from '../../services.js';
import { parseMessage, startTestSmtpServer } from '../../testing/smtp-test-server.js';
import { buildAlertsTestApp } from './testing/alerts-test-app.js';

const ORIGIN = 'https://www.example.iq';
const DAY = 24 * 3_600_000;

describe.each(testDialects())('alerts on one vehicle (%s)', (dialect) => {
  let fixture: ListingTestDatabase | undefined;
  let app: FastifyInstance;
  let db: Kysely<Database>;
  let services: Services;
  let second: DbHandle | undefined;
  let now = Date.parse('2030-05-01T08:00:00Z');
  const clock = () => now;

  afterEach(async () => {
    await app.close();
    await second?.close();
    second = undefined;
    await fixture?.handle.cleanup();
  });

  async function build(env: Record<string, string> = { RATE_LIMITS: 'off' }) {
    ({ fixture, db, app, services } = await buildAlertsTestApp(dialect, { origin: ORIGIN, env, now: clock }));
  }

  /** A vehicle free to reserve with a shown price. */
  const freeVehicle = () =>
    db
      .selectFrom('vehicles')
      .select(['id', 'display_price', 'model'])
      .where('status', '=', 'stock')
      .where('price_hidden', '=', 0)
      .where('display_price', '>', 1000)
      .orderBy('id')
      .executeTakeFirstOrThrow();

  /** Another vehicle free to reserve. */
  const otherInStock = (id: number) =>
    db.selectFrom('vehicles').select('id').where('status', '=', 'stock').where('id', '!=', id).orderBy('id').executeTakeFirstOrThrow();

  const signUp = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/public_api/alerts/vehicles', payload: body, remoteAddress: '203.0.113.7' });

  const lastMail = () => db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const news = () => db.selectFrom('email_outbox').selectAll().where('body', 'not like', '%/alerts/confirm?%').orderBy('id').execute();
  function linkIn(body: string, page: string): string {
    const match = new RegExp(`${ORIGIN}/(ku|ar|en)/alerts/${page}\\?token=[A-Za-z0-9_-]+`).exec(body);
    if (!match) throw new Error(`no ${page} link in ${body}`);
    return match[0].slice(ORIGIN.length);
  }
  /** Signs up and confirms by the e-mail's link; answers the stop token the sign-up gave the browser. */
  async function signUpAndConfirm(body: Record<string, unknown>): Promise<string> {
    const answer = await signUp(body);
    expect(answer.statusCode).toBe(202);
    expect(answer.headers['cache-control']).toBe('no-store');
    const stopToken: string = answer.json().data.stop_token;
    expect(stopToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const confirmed = await app.inject({ method: 'POST', url: linkIn((await lastMail()).body, 'confirm') });
    expect(confirmed.statusCode).toBe(200);
    return stopToken;
  }
  const setVehicle = (id: number, values: { display_price?: number; status?: string }) =>
    db.updateTable('vehicles').set(values).where('id', '=', id).execute();

  it('un-saving stops the alert: the stop token the sign-up answered deletes it, the manage page no longer lists it', async () => {
    await build();
    const vehicle = await freeVehicle();
    const other = await db.selectFrom('vehicles').select('id').where('id', '!=', vehicle.id).orderBy('id').executeTakeFirstOrThrow();
    const body = { email: 'sara@example.com', language: 'ku', listing: 'iraq', vehicle_id: vehicle.id, kind: 'vehicle' };
    const stopToken = await signUpAndConfirm(body);
    // A second alert of the same address, on another vehicle, stays.
    await signUpAndConfirm({ ...body, vehicle_id: other.id });
    const manage = linkIn((await lastMail()).body, 'manage');
    expect(((await app.inject({ url: manage })).body.match(/showroom\//g) ?? []).length).toBe(2);

    // Someone else typing the same address after it is active gets a token that stops nothing.
    const again = await signUp(body);
    expect(again.statusCode).toBe(202);
    const stranger = await app.inject({
      method: 'POST',
      url: '/public_api/alerts/vehicles/stop',
      payload: { stop_token: again.json().data.stop_token },
    });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ data: { status: 'stopped' } });
    expect(await db.selectFrom('stock_alerts').select('id').where('vehicle_id', '=', vehicle.id).executeTakeFirst()).toBeDefined();

    // The visitor un-saves the vehicle: its alert goes, the price drop sends nothing.
    const stopped = await app.inject({ method: 'POST', url: '/public_api/alerts/vehicles/stop', payload: { stop_token: stopToken } });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.headers['cache-control']).toBe('no-store');
    expect(stopped.json()).toEqual({ data: { status: 'stopped' } });
    expect(await db.selectFrom('stock_alerts').select('id').where('vehicle_id', '=', vehicle.id).executeTakeFirst()).toBeUndefined();
    const page = (await app.inject({ url: manage })).body;
    expect((page.match(/showroom\//g) ?? []).length).toBe(1);
    await setVehicle(vehicle.id, { display_price: vehicle.display_price - 3000 });
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 0 });
    // The same token again, and a token that never was: the same answer, nothing else deleted.
    for (const token of [stopToken, 'x'.repeat(43)]) {
      const repeat = await app.inject({ method: 'POST', url: '/public_api/alerts/vehicles/stop', payload: { stop_token: token } });
      expect(repeat.json()).toEqual({ data: { status: 'stopped' } });
    }
    expect(await db.selectFrom('stock_alerts').select('id').where('vehicle_id', '=', other.id).executeTakeFirst()).toBeDefined();
    const bad = await app.inject({ method: 'POST', url: '/public_api/alerts/vehicles/stop', payload: { token: stopToken } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBeDefined();

    // Un-saving the last vehicle with an alert takes the address with it.
    const last = await signUp({ ...body, vehicle_id: other.id });
    expect(last.statusCode).toBe(202);
    await db.deleteFrom('stock_alerts').where('vehicle_id', '=', other.id).where('state', '=', 'active').execute();
    const pendingAgain = await signUp({ ...body, vehicle_id: other.id });
    const token = pendingAgain.json().data.stop_token;
    await app.inject({ method: 'POST', url: '/public_api/alerts/vehicles/stop', payload: { stop_token: token } });
    expect(await db.selectFrom('alert_addresses').select('id').executeTakeFirst()).toBeUndefined();
  });

  it('un-saving stops a hold alert too: the hold sign-up answers a stop token, which deletes it pending or active', async () => {
    await build();
    const vehicle = await freeVehicle();
    const other = await otherInStock(vehicle.id);
    const locks = [];
    for (const id of [vehicle.id, other.id]) {
      const lock = await acquireSoftLock(db, { vehicleId: id, holder: 'someone-else', now, ttlMs: 15 * 60_000 });
      if (lock.kind !== 'granted') throw new Error('no lock');
      locks.push(lock.lock.id);
    }
    const body = { email: 'hana@example.com', language: 'ar', listing: 'iraq', vehicle_id: vehicle.id, kind: 'hold' };
    const activeToken = await signUpAndConfirm(body);
    // A second hold alert of the same address, still waiting for its confirmation.
    const pending = await signUp({ ...body, vehicle_id: other.id });
    const pendingToken: string = pending.json().data.stop_token;
    expect(pendingToken).not.toBe(activeToken);
    const stop = (token: string) => app.inject({ method: 'POST', url: '/public_api/alerts/vehicles/stop', payload: { stop_token: token } });

    expect((await stop(pendingToken)).json()).toEqual({ data: { status: 'stopped' } });
    const left = await db.selectFrom('stock_alerts').select(['kind', 'vehicle_id', 'state']).execute();
    expect(left).toEqual([{ kind: 'hold', vehicle_id: vehicle.id, state: 'active' }]);
    const stopped = await stop(activeToken);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.headers['cache-control']).toBe('no-store');
    expect(await db.selectFrom('stock_alerts').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('alert_addresses').select('id').execute()).toEqual([]);

    // Both holds end: nobody is mailed.
    for (const id of locks) await releaseSoftLock(db, id, 'someone-else');
    expect(await services.vehicleAlerts.runOnce()).toEqual({ sent: 0, updated: 0, lost: 0, failed: 0 });
    expect(await news()).toEqual([]);
  });

  it('a saved vehicle: one e-mail per price drop and per return to stock, none for a rise or for being taken', async () => {
    await build();
    const vehicle = await freeVehicle();
    const body = { email: 'Dara@Example.com', language: 'en', listing: 'iraq', vehicle_id: vehicle.id, kind: 'vehicle' };
    expect((await signUp(body)).statusCode).toBe(202);
    const pending = await db.selectFrom('stock_alerts').selectAll().executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ kind: 'vehicle', vehicle_id: vehicle.id, state: 'pending', watched_available: 1, query: '' });
    expect(Number(pending.watched_price)).toBe(vehicle.display_price);
    const confirmation = await lastMail();
    expect(confirmation.subject).toBe('Confirm your alert for this vehicle');
    expect(confirmation.body).toContain(`${ORIGIN}/en/showroom/`);
    expect(confirmation.list_unsubscribe).toMatch(new RegExp(`^${ORIGIN}/en/alerts/unsubscribe\\?token=`));
    // GET shows the vehicle's wording and changes nothing; POST confirms.
    const confirm = linkIn(confirmation.body, 'confirm');
    const page = await app.inject({ url: confirm });
    expect(page.body).toContain('when the price of this vehicle drops');
    expect((await db.selectFrom('stock_alerts').select('state').executeTakeFirstOrThrow()).state).toBe('pending');
    expect((await app.inject({ method: 'POST', url: confirm })).body).toContain('Open the vehicle');

    // Nothing changed: nothing sent.
    expect(await services.vehicleAlerts.runOnce()).toEqual({ sent: 0, updated: 0, lost: 0, failed: 0 });
    // A rise is no news; a drop below the price told is, once.
    await setVehicle(vehicle.id, { display_price: vehicle.display_price + 5000 });
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 0 });
    await setVehicle(vehicle.id, { display_price: vehicle.display_price - 2000 });
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 1 });
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 0 });
    const [drop] = await news();
    expect(drop?.subject.startsWith(`Price drop: \u2066${vehicle.model}`)).toBe(true);
    expect(drop?.body).toContain('The price is now');
    expect(drop?.body).toContain(`${ORIGIN}/en/alerts/manage?token=`);

    // Through a real SMTP server: the one-click headers are on the wire.
    const smtp = await startTestSmtpServer();
    try {
      const transport = createSmtpTransport({ url: smtp.url, from: '"Land Rover Iraq" <no-reply@example.iq>', timeoutMs: 5000 });
      await processEmailOutbox(db, transport, { now, defaultLanguage: 'en' });
      transport.close();
      const wire = smtp.messages.map((m) => parseMessage(m.raw)).find((m) => (m.headers.get('subject') ?? '').includes('Price drop'));
      expect(wire?.headers.get('list-unsubscribe')).toBe(`<${drop?.list_unsubscribe}>`);
      expect(wire?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    } finally {
      await smtp.close();
    }

    // Taken (reserved): recorded, not mailed; back in stock: mailed once.
    await setVehicle(vehicle.id, { status: 'reserved' });
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 0, updated: 1 });
    await setVehicle(vehicle.id, { status: 'stock' });
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 1 });
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 0 });
    expect((await news()).map((m) => m.subject.split(':')[0])).toEqual(['Price drop', 'Available again']);

    // The manage page names it; the one-click unsubscribe stops it and deletes the address.
    const manage = await app.inject({ url: linkIn((await lastMail()).body, 'manage') });
    expect(manage.headers['cache-control']).toBe('no-store');
    expect(manage.body).toContain(`Price drop or back in stock: <bdi>${vehicle.model}`);
    const stop = new URL((await lastMail()).list_unsubscribe ?? '');
    const oneClick = await app.inject({
      method: 'POST',
      url: stop.pathname + stop.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    await setVehicle(vehicle.id, { display_price: vehicle.display_price - 9000 });
    expect(await services.vehicleAlerts.runOnce()).toEqual({ sent: 0, updated: 0, lost: 0, failed: 0 });
    expect(await db.selectFrom('alert_addresses').select('id').execute()).toEqual([]);
  });

  it('hold released: one Kurdish e-mail when the hold is cancelled, one when a hold expires; done alerts are purged', async () => {
    await build();
    const vehicle = await freeVehicle();
    const lock = await acquireSoftLock(db, { vehicleId: vehicle.id, holder: 'someone-else', now, ttlMs: 15 * 60_000 });
    expect(lock.kind).toBe('granted');
    await signUpAndConfirm({ email: 'rezan@example.com', language: 'ku', listing: 'iraq', vehicle_id: vehicle.id, kind: 'hold' });
    expect((await lastMail()).subject).not.toBe('');
    // Still held: nothing.
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 0 });
    if (lock.kind !== 'granted') throw new Error('no lock');
    await releaseSoftLock(db, lock.lock.id, 'someone-else');
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 1 });
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 0 });
    const [free] = await news();
    expect(free).toMatchObject({ to: 'rezan@example.com', language: 'ku' });
    expect(free?.subject.startsWith('ئێستا دەتوانیت حیجزی بکەیت')).toBe(true);
    expect(free?.body).toContain(`${ORIGIN}/ku/showroom/`);
    expect(free?.list_unsubscribe).toMatch(new RegExp(`^${ORIGIN}/ku/alerts/unsubscribe\\?token=`));
    // Held again later: the hold alert is done, nothing more.
    await acquireSoftLock(db, { vehicleId: vehicle.id, holder: 'third', now, ttlMs: 60_000 });
    now += 2 * 60_000;
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 0 });

    // A hold that runs out (no write at all) is seen by the clock.
    const other = await otherInStock(vehicle.id);
    await acquireSoftLock(db, { vehicleId: other.id, holder: 'someone-else', now, ttlMs: 15 * 60_000 });
    await signUpAndConfirm({ email: 'rezan@example.com', language: 'ar', listing: 'iraq', vehicle_id: other.id, kind: 'hold' });
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 0 });
    now += 16 * 60_000;
    expect(await services.vehicleAlerts.runOnce()).toMatchObject({ sent: 1 });
    expect((await news()).map((m) => m.language)).toEqual(['ku', 'ar']);

    // Kept a week for the outbox, then purged with the address (and its alert mail).
    await purgeExpiredAlerts(db, now + DAY);
    expect(await db.selectFrom('stock_alerts').select('id').execute()).toHaveLength(2);
    await purgeExpiredAlerts(db, now + 8 * DAY);
    expect(await db.selectFrom('stock_alerts').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('alert_addresses').select('id').execute()).toEqual([]);
  });

  it('a saved search of all the stock is its own alert beside an active alert on one vehicle', async () => {
    await build();
    const vehicle = await freeVehicle();
    const email = 'Dara@Example.com';
    await signUpAndConfirm({ email, language: 'en', listing: 'iraq', vehicle_id: vehicle.id, kind: 'vehicle' });
    // A search with no filter has the empty query a vehicle alert stores: it must not be taken for it.
    const search = await app.inject({
      method: 'POST',
      url: '/public_api/alerts/searches',
      payload: { email, language: 'en', listing: 'iraq', query: '' },
      remoteAddress: '203.0.113.8',
    });
    expect(search.statusCode).toBe(202);
    const alerts = await db.selectFrom('stock_alerts').select(['kind', 'state']).orderBy('kind').execute();
    expect(alerts).toEqual([
      { kind: 'search', state: 'pending' },
      { kind: 'vehicle', state: 'active' },
    ]);
    expect((await lastMail()).body).toContain('/alerts/confirm?');
  });

  it('refuses bad input with a 4xx, a code and the field, and stores nothing', async () => {
    await build();
    const vehicle = await freeVehicle();
    const valid = { email: 'x@example.com', language: 'ar', listing: 'iraq', vehicle_id: vehicle.id, kind: 'vehicle' };
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ ...valid, email: 'not-an-address' }, 400, 'invalid_email', 'email'],
      [{ ...valid, email: 'a@localhost' }, 400, 'invalid_email', 'email'],
      [{ ...valid, language: 'de' }, 400, 'invalid_request', 'language'],
      [{ ...valid, kind: 'search' }, 400, 'invalid_request', 'kind'],
      [{ ...valid, vehicle_id: 'abc' }, 400, 'invalid_request', 'vehicle_id'],
      [{ ...valid, vehicle_id: 99_999_999_999 }, 400, 'invalid_request', 'vehicle_id'],
      [{ ...valid, vehicle_id: 0 }, 400, 'invalid_request', 'vehicle_id'],
      [{ ...valid, listing: 'nowhere' }, 400, 'unknown_listing', 'listing'],
      [{ ...valid, vehicle_id: 2_000_000_000 }, 404, 'vehicle_not_found', 'vehicle_id'],
    ];
    for (const [body, status, code, field] of cases) {
      const refused = await signUp(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      expect(refused.json().error).toMatchObject({ code, field });
    }
    const { kind: _kind, ...noKind } = valid;
    const missing = await signUp(noKind);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('kind');
    expect(await db.selectFrom('stock_alerts').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('alert_addresses').select('id').execute()).toEqual([]);

    // The same vehicle alert again once active: 202 and nothing mailed.
    await signUpAndConfirm(valid);
    const before = (await db.selectFrom('email_outbox').select('id').execute()).length;
    expect((await signUp(valid)).statusCode).toBe(202);
    expect(await db.selectFrom('email_outbox').select('id').execute()).toHaveLength(before);
  });

  it('limits stops per client (60 in 10 minutes, 429 rate_limited); every stop before that is 200 stopped, no-store', async () => {
    await build({});
    const stop = (ip: string) =>
      app.inject({ method: 'POST', url: '/public_api/alerts/vehicles/stop', payload: { stop_token: 'x'.repeat(43) }, remoteAddress: ip });
    for (let n = 0; n < 60; n += 1) {
      const answer = await stop('198.51.100.7');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ data: { status: 'stopped' } });
    }
    const limited = await stop('198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    // Another client is not limited by the first; the window passes for the first.
    expect((await stop('198.51.100.8')).statusCode).toBe(200);
    now += 601_000;
    expect((await stop('198.51.100.7')).statusCode).toBe(200);
  });

  it('two processes watching one database send each change once', async () => {
    await build();
    const vehicle = await freeVehicle();
    await signUpAndConfirm({ email: 'two@example.com', language: 'en', listing: 'iraq', vehicle_id: vehicle.id, kind: 'vehicle' });
    // The other process: its own connection pool on PostgreSQL (SQLite in memory has one connection).
    const otherDb = dialect === 'postgres' ? (second = openDatabase({ databaseUrl: fixture?.handle.location ?? '' })).db : db;
    const otherServices = buildServices({ db: otherDb, dialect, config: loadConfig({ PUBLIC_ORIGIN: ORIGIN }) }, { now: clock });
    for (const change of [{ display_price: vehicle.display_price - 1000 }, { status: 'sold' }, { status: 'stock' }]) {
      await setVehicle(vehicle.id, change);
      const runs = await Promise.all([services.vehicleAlerts.runOnce(), otherServices.vehicleAlerts.runOnce()]);
      const again = await Promise.all([services.vehicleAlerts.runOnce(), otherServices.vehicleAlerts.runOnce()]);
      expect(runs.reduce((sum, run) => sum + run.sent, 0) + again.reduce((sum, run) => sum + run.sent, 0)).toBe(
        change.status === 'sold' ? 0 : 1,
      );
    }
    expect((await news()).map((m) => m.subject.split(':')[0])).toEqual(['Price drop', 'Available again']);
    await otherServices.listingIndex.close();
  });
});
