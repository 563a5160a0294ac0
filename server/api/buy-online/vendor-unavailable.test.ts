/**
 * A payment vendor whose keys are not set on the server answers 503 with a message for the buyer:
 * the name of the missing variable goes to the operator's log, never into the public answer.
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects, type TestDatabase } from '../../db/test-db.js';
import { openMigratedTestDatabase } from '../../migrations/testing/migrated-test-database.js';
import { insertFixtures, setPaymentVendor } from '../../orders/testing/fixtures.js';
import { buildBuyOnlineAppOn, postTestPayment } from '../../testing/checkout-apis.js';

describe.each(testDialects())('an unconfigured payment vendor on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.cleanup());

  it('answers 503 without naming the missing variable, and logs it', async () => {
    database = await openMigratedTestDatabase(dialect);
    const [vehicleId] = await insertFixtures(database.db, { vehicles: 1 });
    await setPaymentVendor(database.db, 'STRIPE');
    const logged: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (logged.push(chunk.toString()), done()) });
    // No STRIPE_SECRET_KEY in the environment the vendors are built from.
    const app = await buildBuyOnlineAppOn(database, {}, { level: 'warn', stream });
    try {
      const payment = await postTestPayment(app, vehicleId);
      expect(payment.statusCode).toBe(503);
      expect(payment.json().error).toMatchObject({ code: 'payment_vendor_not_configured', field: 'payment' });
      expect(payment.body).not.toMatch(/STRIPE|SECRET|not set/i);
      expect(logged.join('')).toContain('STRIPE_SECRET_KEY');
    } finally {
      await app.close();
    }
  });
});
