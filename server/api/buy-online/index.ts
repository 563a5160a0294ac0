/**
 * The buy-online API (docs/buy-online.md): soft locks, orders, payments and vendor
 * webhooks. Registered by server/app.ts as
 *   await app.register(async (scope) => registerBuyOnlineApi(scope, ctx, services));
 *
 * Journey (the order-online widget's side):
 *  1. POST /buy_online/orders/init { vehicle_id, holder } → { lock_id, expires_at }. `holder` is a
 *     random id the widget draws once (crypto.randomUUID()) and keeps in its order storage; the
 *     same holder re-initialising extends its lock, anyone else gets 409 vehicle_locked.
 *  2. POST /buy_online/orders { order: { vehicle_id, lock_id, ... } } with an Idempotency-Key.
 *  3. POST /buy_online/payment?token=<order token> { payment: {...}, order_number } → client secret / checkout data;
 *     the browser pays with the vendor; the vendor's signed webhook marks the order authorized/paid.
 *  4. Poll GET /buy_online/orders/:number until authorized or paid, then PUT .../confirm.
 *  With NO_PAYMENT_JAPAN (free reservation) step 3 is skipped.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { deleteExpiredHits, registerRateLimits } from '../../http/rate-limit/index.js';
import { registerWidgetCors } from '../../http/widget-cors.js';
import { deleteExpiredLocks } from '../../orders/soft-locks.js';
import type { Services } from '../../services.js';
import { registerButtonSetRoute } from './button-set-route.js';
import { registerLockRoutes } from './lock-routes.js';
import { registerOrderRoutes } from './order-routes.js';
import { registerPaymentRoutes } from './payment-routes.js';
import { registerLocalVendorPages } from './local-vendor-pages.js';

export interface BuyOnlineOptions {
  /** How often expired lock rows and rate-limit counters are swept (housekeeping only); 0 turns the sweep off. */
  sweepIntervalMs?: number;
}

export async function registerBuyOnlineApi(
  app: FastifyInstance,
  ctx: AppContext,
  services: Services,
  options: BuyOnlineOptions = {},
): Promise<void> {
  const { now } = services;
  const deps = services.orders;

  registerWidgetCors(app, ctx, {
    preflightPaths: ['/buy_online/*', '/orders/*', '/public_api/listing/:id/button_set'],
    tag: 'buy-online',
  });
  const limits = await registerRateLimits(app, ctx, { now });
  registerLockRoutes(app, deps, limits);
  registerOrderRoutes(app, deps, limits);
  registerPaymentRoutes(app, deps, limits);
  registerButtonSetRoute(app, deps);
  await registerLocalVendorPages(app, deps);

  const sweepMs = options.sweepIntervalMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (sweepMs <= 0) return;
    timer = setInterval(() => {
      deleteExpiredLocks(ctx.db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'soft lock sweep failed'));
      deleteExpiredHits(ctx.db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'rate limit sweep failed'));
    }, sweepMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
