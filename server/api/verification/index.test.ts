/** Phone verification with the local verifier (hashed codes, 10-minute expiry, 5 attempts) and the e-mail check route. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEmailVerifier } from '../../adapters/email-verification/local.js';
import type { EmailVerifier } from '../../adapters/email-verification/types.js';
import { testDialects, type TestDatabase } from '../../db/test-db.js';
import { buildVerificationTestApp } from './testing/verification-test-app.js';

describe.each(testDialects())('verification (%s)', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let now = Date.parse('2030-01-01T00:00:00Z');
  const logged: string[] = [];

  beforeAll(async () => {
    // A service that timed out for one address: its `code` must reach the answer (the schema names it).
    const local = createLocalEmailVerifier();
    const emailVerifier: EmailVerifier = {
      name: 'test',
      verify: async (email) => (email === 'slow@example.com' ? { valid: true, status: 'timeout', code: 'TIMEOUT' } : local.verify(email)),
    };
    ({ database, app } = await buildVerificationTestApp(dialect, {
      // Rate limits have their own test (rate-limits.test.ts); here every request comes from one address.
      env: { RATE_LIMITS: 'off' },
      now: () => now,
      log: (m) => logged.push(m),
      emailVerifier,
    }));
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const start = (phone_number: string) => app.inject({ method: 'POST', url: '/twilio/create_verification', payload: { phone_number } });
  const check = (phone_number: string, code: string) =>
    app.inject({ method: 'POST', url: '/twilio/check_verification', payload: { phone_number, code } });

  it('sends a code (logged in development, stored only hashed) and approves it', async () => {
    expect((await start('+9647501234567')).json().data).toEqual({ phone_number: '+9647501234567', status: 'pending' });
    expect(logged.at(-1)).toContain('123456');
    const row = await database.db
      .selectFrom('phone_verifications')
      .selectAll()
      .where('phone_number', '=', '+9647501234567')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain('123456');
    expect((await check('+9647501234567', '000000')).json().data).toMatchObject({ status: 'pending', valid: false });
    expect((await check('+9647501234567', '123456')).json().data).toMatchObject({ status: 'approved', valid: true });
    // The approved code is used up: checking again, with any code, finds nothing waiting.
    for (const code of ['123456', '000000']) {
      const again = await check('+9647501234567', code);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.code).toBe('verification_not_found');
    }
  });

  it('allows five checks, then refuses even the right code', async () => {
    await start('+9647501111111');
    for (let i = 0; i < 5; i += 1) expect((await check('+9647501111111', '999999')).json().data.status).toBe('pending');
    const res = await check('+9647501111111', '123456');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({ code: 'too_many_attempts', field: 'code' });
  });

  it('expires a code after ten minutes', async () => {
    await start('+9647502222222');
    now += 10 * 60 * 1000;
    const res = await check('+9647502222222', '123456');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('verification_not_found');
  });

  it('refuses malformed numbers and codes with 400', async () => {
    expect((await start('07501234567')).json().error).toMatchObject({ code: 'invalid_request', field: 'phone_number' });
    expect((await check('+9647501234567', 'abc')).json().error).toMatchObject({ code: 'invalid_request', field: 'code' });
  });

  it('checks e-mails', async () => {
    expect((await app.inject({ method: 'POST', url: '/verification/email', payload: { email: 'ok@example.com' } })).json().data).toEqual({
      valid: true,
      status: 'valid',
    });
    expect((await app.inject({ method: 'POST', url: '/verification/email', payload: { email: 'nope@' } })).json().data).toEqual({
      valid: false,
      status: 'invalid',
    });
    expect((await app.inject({ method: 'POST', url: '/verification/email', payload: { email: 'slow@example.com' } })).json().data).toEqual({
      valid: true,
      status: 'timeout',
      code: 'TIMEOUT',
    });
    expect((await app.inject({ method: 'POST', url: '/verification/email', payload: {} })).statusCode).toBe(400);
  });
});
