/** A test-only Fastify instance with the buy-online API on a fresh migrated database and a movable clock. */
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type RateLimitConfig } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import type { DialectName } from '../../../db/connection.js';
import type { TestDatabase } from '../../../db/test-db.js';
import { openMigratedTestDatabase } from '../../../migrations/testing/migrated-test-database.js';
import { registerBuyOnlineApi, type BuyOnlineOptions } from '../index.js';
import { TEST_COMPANY_UUID, TEST_FEE_MINOR, insertFixtures } from '../../../orders/testing/fixtures.js';
import { installAppErrorHandler } from '../../../error-handler.js';
import { buildServices, type ServiceOptions } from '../../../services.js';

export interface Clock {
  now(): number;
  advance(ms: number): void;
}

export function createClock(start = Date.now()): Clock {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

export interface BuyOnlineTestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  clock: Clock;
  vehicleIds: number[];
  close(): Promise<void>;
}

export async function buildBuyOnlineTestApp(
  dialect: DialectName,
  options: Omit<ServiceOptions, 'now' | 'log'> &
    BuyOnlineOptions & {
      vendorType?: string;
      vehicles?: number;
      sqlitePath?: string;
      /** Rate limits are off unless a test asks for them (every injected request comes from one address). */
      rateLimits?: Partial<RateLimitConfig>;
    } = {},
): Promise<BuyOnlineTestApp> {
  const database = await openMigratedTestDatabase(dialect, options.sqlitePath);
  const vehicleIds = await insertFixtures(database.db, { vehicles: options.vehicles ?? 5, vendorType: options.vendorType ?? 'LOCAL_TEST' });
  const config = loadConfig({ SOFT_LOCK_SECONDS: '900', RATE_LIMITS: 'off' });
  const ctx: AppContext = {
    db: database.db,
    dialect: database.dialect,
    config: { ...config, rateLimits: { ...config.rateLimits, ...options.rateLimits } },
  };
  const clock = createClock();
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 } });
  installAppErrorHandler(app);
  const {
    sweepIntervalMs = 0,
    vendorType: _vendorType,
    vehicles: _vehicles,
    sqlitePath: _sqlitePath,
    rateLimits: _rateLimits,
    ...serviceOptions
  } = options;
  const services = buildServices(ctx, { paymentEnv: {}, ...serviceOptions, now: clock.now });
  await app.register(async (scope) => registerBuyOnlineApi(scope, ctx, services, { sweepIntervalMs }));
  await app.ready();
  return {
    app,
    ctx,
    database,
    clock,
    vehicleIds,
    close: async () => {
      await app.close();
      await database.cleanup();
    },
  };
}

/**
 * A visitor's order as the order-online widget places it: the vehicle locked for `holder`, then the
 * order of `buyer@example.com` on that lock under `idempotencyKey` (docs/buy-online.md).
 */
export async function placeOrder(
  app: FastifyInstance,
  vehicleId: number,
  names: { holder: string; idempotencyKey: string },
): Promise<{ order_number: string; access_token: string }> {
  const lock = (
    await app.inject({ method: 'POST', url: '/buy_online/orders/init', payload: { vehicle_id: vehicleId, holder: names.holder } })
  ).json().data;
  const order = await app.inject({
    method: 'POST',
    url: '/buy_online/orders',
    headers: { 'idempotency-key': names.idempotencyKey },
    payload: { order: { vehicle_id: vehicleId, lock_id: lock.lock_id, customer_email: 'buyer@example.com' } },
  });
  return order.json().data as { order_number: string; access_token: string };
}

/** What the order-online widget asks LiqPay's checkout form with: the test fee for `order`, and the address the buyer comes back to. */
export function liqpayCheckoutUrl(order: { order_number: string; access_token: string }, vehicleId: number, resultUrl: string): string {
  const query = new URLSearchParams({
    company_uuid: TEST_COMPANY_UUID,
    amount: String(TEST_FEE_MINOR / 100),
    currency: 'USD',
    vehicle_id: String(vehicleId),
    order_number: order.order_number,
    token: order.access_token,
    result_url: resultUrl,
  });
  return `/buy_online/liqpay/checkout_data?${query}`;
}
