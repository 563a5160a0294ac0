/**
 * The local test vendor in production: the server refuses to start while the payment config names
 * it (unless ALLOW_TEST_PAYMENTS=1), and a payment with it is refused when the setting changes later.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection.js';
import { migrateToLatest } from '../../migrations/migrate.js';
import type { TestDatabase } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { buildBuyOnlineAppOn, postTestPayment } from '../../testing/checkout-apis.js';
import { insertFixtures, setPaymentVendor } from '../../orders/testing/fixtures.js';
import { serverEntryArgs } from '../../testing/server-process.js';
import { createPaymentVendors, paymentEnvFrom, PaymentVendorError } from './index.js';
import { assertPaymentConfigAllowed, StartupConfigError, testPaymentsRefused } from './test-payments-guard.js';

describe('the local test vendor in production', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openMigratedTestDatabase('sqlite');
  });
  afterAll(async () => database.cleanup());

  it('is refused only in production without ALLOW_TEST_PAYMENTS=1', () => {
    expect(testPaymentsRefused({ NODE_ENV: 'production' })).toBe(true);
    expect(testPaymentsRefused({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' })).toBe(true);
    expect(testPaymentsRefused({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1' })).toBe(false);
    expect(testPaymentsRefused({ NODE_ENV: 'development' })).toBe(false);
    expect(testPaymentsRefused({})).toBe(false);
  });

  it('stops the start in production while the payment config names LOCAL_TEST, with a message saying what to do', async () => {
    await setPaymentVendor(database.db, 'LOCAL_TEST');
    const refused = assertPaymentConfigAllowed(database.db, { NODE_ENV: 'production' });
    await expect(refused).rejects.toBeInstanceOf(StartupConfigError);
    await expect(refused).rejects.toThrow(/LOCAL_TEST.*ALLOW_TEST_PAYMENTS=1/s);
    await expect(assertPaymentConfigAllowed(database.db, { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1' })).resolves.toBeUndefined();
    await expect(assertPaymentConfigAllowed(database.db, { NODE_ENV: 'development' })).resolves.toBeUndefined();
    await setPaymentVendor(database.db, 'NO_PAYMENT_JAPAN');
    await expect(assertPaymentConfigAllowed(database.db, { NODE_ENV: 'production' })).resolves.toBeUndefined();
  });

  it('the real server process exits non-zero with that message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lrdx-prod-guard-'));
    try {
      const sqlitePath = join(dir, 'guard.sqlite');
      const handle = openDatabase({ databaseUrl: undefined, sqlitePath });
      await migrateToLatest(handle.db);
      await setPaymentVendor(handle.db, 'LOCAL_TEST');
      await handle.close();
      const run = (extra: Record<string, string>) =>
        new Promise<{ code: number | null; output: string }>((resolve) => {
          const child = spawn(process.execPath, serverEntryArgs(), {
            env: { ...process.env, SQLITE_PATH: sqlitePath, DATABASE_URL: '', SEED_ON_START: '0', EXAMPLES: '0', ...extra },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.once('exit', (code) => resolve({ code, output }));
        });
      const refused = await run({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '' });
      expect(refused.code).not.toBe(0);
      expect(refused.output).toContain('Refusing to start');
      expect(refused.output).toContain('ALLOW_TEST_PAYMENTS=1');
      expect(refused.output).not.toContain('lrdx is running');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses payments with it when the setting is switched to LOCAL_TEST at run time', async () => {
    const env = paymentEnvFrom({ NODE_ENV: 'production' });
    const vendors = createPaymentVendors({ db: database.db, env, now: Date.now });
    expect(() => vendors.forType('LOCAL_TEST')).toThrow(PaymentVendorError);
    expect(() => createPaymentVendors({ db: database.db, env: paymentEnvFrom({}), now: Date.now }).forType('LOCAL_TEST')).not.toThrow();

    const db = await openMigratedTestDatabase('sqlite');
    const [vehicleId] = await insertFixtures(db.db, { vehicles: 1 });
    await setPaymentVendor(db.db, 'LOCAL_TEST');
    const app = await buildBuyOnlineAppOn(db, env);
    try {
      const payment = await postTestPayment(app, vehicleId);
      expect(payment.statusCode).toBe(503);
      expect(payment.json().error).toMatchObject({ code: 'test_payments_refused' });
      const card = await app.inject({
        method: 'POST',
        url: '/buy_online/local_test/pay',
        payload: { reference: 'lt_anything', card_number: '4242424242424242' },
      });
      expect(card.statusCode).toBe(503);
      expect(card.json().error).toMatchObject({ code: 'test_payments_refused' });
    } finally {
      await app.close();
      await db.cleanup();
    }
  });
});
