/**
 * Test fixture: the checkout families registered side by side, as server/app.ts does, for tests
 * of one family that need another beside it (a lead's order and payment, a verified phone) and
 * must not import a sibling family themselves.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { PaymentEnv } from '../adapters/payments/index.js';
import { registerBuyOnlineApi } from '../api/buy-online/index.js';
import { registerVerificationApi } from '../api/verification/index.js';
import { loadConfig } from '../config.js';
import { testPayment } from '../orders/testing/fixtures.js';
import type { AppContext } from '../context.js';
import { installAppErrorHandler } from '../error-handler.js';
import { buildServices, type Services } from '../services.js';

/** The buy-online routes without the housekeeping sweep (tests drive time themselves). */
export async function registerBuyOnlineForTest(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  await app.register(async (scope) => registerBuyOnlineApi(scope, ctx, services, { sweepIntervalMs: 0 }));
}

/**
 * The buy-online routes alone on `database` (rate limits off), their payment vendors built from
 * `paymentEnv` and logging to `logger`: for tests of what a payment configuration lets through.
 */
export async function buildBuyOnlineAppOn(
  database: Pick<AppContext, 'db' | 'dialect'>,
  paymentEnv: PaymentEnv,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  installAppErrorHandler(app);
  const ctx = { db: database.db, dialect: database.dialect, config: loadConfig({ RATE_LIMITS: 'off' }) };
  await registerBuyOnlineForTest(app, ctx, buildServices(ctx, { paymentEnv, log: app.log }));
  return app;
}

/** `POST /buy_online/payment` of the test payment for `vehicleId`, before any order names it. */
export const postTestPayment = (app: FastifyInstance, vehicleId: number | undefined) =>
  app.inject({ method: 'POST', url: '/buy_online/payment', payload: { payment: testPayment(vehicleId) } });

export async function registerVerificationForTest(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  await app.register(async (scope) => registerVerificationApi(scope, ctx, services));
}
