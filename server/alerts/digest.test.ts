/**
 * The daily digest (docs/alerts.md, "Daily digest"), on SQLite and PostgreSQL: a vehicle the stock
 * feed adds that matches a confirmed saved search produces exactly one digest, in the alert's
 * language with the vehicle's page; a vehicle that does not match is not in it; a second pass the
 * same day sends nothing, the next day's only what is new again; unsubscribing stops it; two app
 * instances with their own connections and listing indexes on one database send it once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../db/connection.js';
import { testDialects, type TestDatabase } from '../db/test-db.js';
import type { Services } from '../services.js';
import { buildServices } from '../services.js';
import { sampleFeedRow, type SampleRow } from '../seed/sample-feed.js';
import { importSampleRows } from '../testing/import-sample-rows.js';
import { buildContentTestApp } from '../testing/content-test-app.js';
import { loadConfig } from '../config.js';
import { CATALOGUE } from '../../domain/model-catalogue/index.js';
import { confirmAlert, signUp, unsubscribe, type AlertsDeps } from './saved-searches.js';
import { savedSearchQuery } from './saved-search-query.js';
import type { FastifyInstance } from 'fastify';

const ORIGIN = 'https://lrdx.test';
const DAY = 24 * 3_600_000;

describe.each(testDialects())('the daily digest of a saved search (%s)', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let services: Services;
  let second: DbHandle | undefined;
  let now = Date.parse('2030-04-01T06:00:00Z');
  const clock = () => now;

  afterEach(async () => {
    await app?.close();
    await second?.close();
    second = undefined;
    await database?.cleanup();
  });

  async function build() {
    ({ app, database, services } = await buildContentTestApp(dialect, { demo: { vehicles: 30 }, services: { now: clock } }));
  }
  const deps = (): AlertsDeps => ({ db: database.db, now: clock, publicOrigin: ORIGIN });

  const importRows = (rows: SampleRow[]) => importSampleRows(services.stock, rows);

  /** A confirmed alert for the model of feed row `i`, signed up in `language`. */
  async function alertFor(i: number, language: 'ku' | 'ar' | 'en') {
    const row = sampleFeedRow(i);
    await importRows([row]);
    const stored = await database.db
      .selectFrom('vehicles')
      .select(['id', 'model'])
      .where('vin', '=', String(row.vin))
      .executeTakeFirstOrThrow();
    const saved = savedSearchQuery(`filter[models_in][]=${encodeURIComponent(stored.model)}`);
    if (!saved.ok) throw new Error(saved.error.message);
    await signUp(deps(), { email: 'rezan@example.com', language, listingId: 'iraq', query: saved.value });
    const mail = await database.db.selectFrom('email_outbox').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const token = /alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '';
    const alert = await confirmAlert(deps(), token);
    expect(alert?.state).toBe('active');
    return { model: stored.model, firstId: stored.id };
  }

  const digests = () =>
    database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('list_unsubscribe', 'is not', null)
      .where('subject', 'not like', '%confirm%')
      .where('body', 'like', '%/showroom/%')
      .orderBy('id')
      .execute();

  it('a new matching vehicle from the feed makes exactly one digest, in the alert language, with its page', async () => {
    await build();
    const { model } = await alertFor(0, 'ar');
    // Nothing new yet: nothing sent, checked again later.
    expect(await services.alertDigests.runOnce()).toEqual({ sent: 0, nothingNew: 1, failed: 0 });

    now += 2 * 3_600_000;
    const same = { ...sampleFeedRow(CATALOGUE.length), price_hidden: false };
    const other = sampleFeedRow(1);
    await importRows([same, other]);
    const added = await database.db
      .selectFrom('vehicles')
      .select(['id', 'model', 'vin'])
      .where('vin', 'in', [String(same.vin), String(other.vin)])
      .execute();
    const match = added.find((v) => v.vin === String(same.vin));
    expect(match?.model).toBe(model);
    expect(added.find((v) => v.vin === String(other.vin))?.model).not.toBe(model);

    expect(await services.alertDigests.runOnce()).toMatchObject({ sent: 1 });
    expect(await services.alertDigests.runOnce()).toMatchObject({ sent: 0 });
    const sent = await digests();
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail).toMatchObject({ to: 'rezan@example.com', language: 'ar', subject: 'سيارة جديدة واحدة تطابق بحثك' });
    expect(mail.body).toMatch(new RegExp(`${ORIGIN}/ar/showroom/[a-z0-9-]+-${match?.id}\\b`));
    expect(mail.body).toContain(`${ORIGIN}/ar/alerts/manage?token=`);
    expect(mail.list_unsubscribe).toMatch(new RegExp(`^${ORIGIN}/ar/alerts/unsubscribe\\?token=`));

    // Another match the same day waits for tomorrow, and then comes alone.
    now += 3_600_000;
    await importRows([sampleFeedRow(2 * CATALOGUE.length)]);
    expect(await services.alertDigests.runOnce()).toMatchObject({ sent: 0 });
    now += DAY;
    expect(await services.alertDigests.runOnce()).toMatchObject({ sent: 1 });
    const both = await digests();
    expect(both).toHaveLength(2);
    expect(both[1]?.body).not.toContain(`-${match?.id}\n`);
  });

  it('unsubscribing stops the digest', async () => {
    await build();
    await alertFor(0, 'ku');
    const confirmation = await database.db
      .selectFrom('email_outbox')
      .select('list_unsubscribe')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await importRows([sampleFeedRow(CATALOGUE.length)]);
    const token = new URL(confirmation.list_unsubscribe ?? '').searchParams.get('token') ?? '';
    expect(await unsubscribe(deps(), token)).toBe(true);
    expect(await services.alertDigests.runOnce()).toEqual({ sent: 0, nothingNew: 0, failed: 0 });
    expect(await digests()).toEqual([]);
    expect(await database.db.selectFrom('alert_addresses').select('id').execute()).toEqual([]);
    expect(await database.db.selectFrom('email_outbox').select('id').execute()).toEqual([]);
  });

  it('two app instances on one database send the digest once', async () => {
    await build();
    await alertFor(0, 'en');
    await importRows([sampleFeedRow(CATALOGUE.length)]);
    // The other instance: its own connection pool and listing index (PostgreSQL); SQLite in memory has one connection.
    const otherDb = dialect === 'postgres' ? (second = openDatabase({ databaseUrl: database.location })).db : database.db;
    const ctx = { db: otherDb, dialect, config: loadConfig({ PUBLIC_ORIGIN: ORIGIN }) };
    const otherServices = buildServices(ctx, { now: clock });
    const runs = await Promise.all([services.alertDigests.runOnce(), otherServices.alertDigests.runOnce()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    const again = await Promise.all([services.alertDigests.runOnce(), otherServices.alertDigests.runOnce()]);
    expect(again.reduce((sum, run) => sum + run.sent, 0)).toBe(0);
    expect(await digests()).toHaveLength(1);
    await otherServices.listingIndex.close();
  });
});
