/**
 * Rate limits on verification: SMS per client and per number (each SMS costs money), code checks
 * per client (guessing across numbers), e-mail checks per client. The clock is the test's.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalEmailVerifier } from '../../adapters/email-verification/local.js';
import { testDialects, type TestDatabase } from '../../db/test-db.js';
import { buildVerificationTestApp } from './testing/verification-test-app.js';

const ALICE = '203.0.113.10';
const BOB = '198.51.100.20';

describe.each(testDialects())('verification rate limits (%s)', (dialect) => {
  let database: TestDatabase | undefined;
  let app: FastifyInstance;
  let now = Date.parse('2030-01-01T00:00:00Z');
  const sent: string[] = [];

  afterEach(async () => {
    await app.close();
    await database?.cleanup();
  });

  async function build(env: Record<string, string>) {
    ({ database, app } = await buildVerificationTestApp(dialect, {
      env,
      now: () => now,
      log: (m) => sent.push(m),
      emailVerifier: createLocalEmailVerifier(),
      servicesNow: () => now,
    }));
  }

  const post = (url: string, payload: object, ip = ALICE) => app.inject({ method: 'POST', url, remoteAddress: ip, payload });
  const sms = (phone_number: string, ip = ALICE) => post('/twilio/create_verification', { phone_number }, ip);

  it('sends at most N SMS per client in the window (429 rate_limited, Retry-After); other clients still can; the next window allows again', async () => {
    await build({ RATE_LIMIT_SMS: '2/600', RATE_LIMIT_SMS_PER_NUMBER: '10/600' });
    expect((await sms('+9647500000001')).statusCode).toBe(200);
    expect((await sms('+9647500000002')).statusCode).toBe(200);
    sent.length = 0;
    now += 100_000;
    const refused = await sms('+9647500000003');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('500');
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', retry_after_seconds: 500 });
    expect(sent).toEqual([]); // no SMS went out
    expect((await sms('+9647500000003', BOB)).statusCode).toBe(200);
    now += 500_000;
    expect((await sms('+9647500000004')).statusCode).toBe(200);
  });

  it('sends at most N SMS to one number, whoever asks', async () => {
    await build({ RATE_LIMIT_SMS: '10/600', RATE_LIMIT_SMS_PER_NUMBER: '2/600' });
    expect((await sms('+9647501111111', ALICE)).statusCode).toBe(200);
    expect((await sms('+9647501111111', BOB)).statusCode).toBe(200);
    const refused = await sms('+9647501111111', '192.0.2.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await sms('+9647502222222', ALICE)).statusCode).toBe(200);
    // A malformed number is refused by validation and counts for no number.
    expect((await sms('07501111111', ALICE)).statusCode).toBe(400);
  });

  it('limits code checks per client across numbers, on top of the 5 attempts per code', async () => {
    await build({ RATE_LIMIT_CODE_CHECK: '3/600', RATE_LIMIT_SMS: '10/600' });
    for (const n of ['+9647503000001', '+9647503000002']) expect((await sms(n)).statusCode).toBe(200);
    const check = (phone_number: string, ip = ALICE) => post('/twilio/check_verification', { phone_number, code: '000000' }, ip);
    expect((await check('+9647503000001')).statusCode).toBe(200);
    expect((await check('+9647503000002')).statusCode).toBe(200);
    expect((await check('+9647503000001')).statusCode).toBe(200);
    const refused = await check('+9647503000002');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await check('+9647503000002', BOB)).statusCode).toBe(200);
  });

  it('limits e-mail checks per client', async () => {
    await build({ RATE_LIMIT_EMAIL_CHECK: '2/60' });
    const email = (ip = ALICE) => post('/verification/email', { email: 'ok@example.com' }, ip);
    expect((await email()).statusCode).toBe(200);
    expect((await email()).statusCode).toBe(200);
    expect((await email()).statusCode).toBe(429);
    expect((await email(BOB)).statusCode).toBe(200);
    now += 60_000;
    expect((await email()).statusCode).toBe(200);
  });
});
