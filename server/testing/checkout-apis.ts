/**
 * Test fixture: the checkout families registered side by side, as server/app.ts does, for tests
 * of one family that need another beside it (a lead's order and payment, a verified phone) and
 * must not import a sibling family themselves.
 */
import type { FastifyInstance } from 'fastify';
import { registerBuyOnlineApi } from '../api/buy-online/index.js';
import { registerVerificationApi } from '../api/verification/index.js';
import type { AppContext } from '../context.js';
import type { Services } from '../services.js';

/** The buy-online routes without the housekeeping sweep (tests drive time themselves). */
export async function registerBuyOnlineForTest(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  await app.register(async (scope) => registerBuyOnlineApi(scope, ctx, services, { sweepIntervalMs: 0 }));
}

export async function registerVerificationForTest(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  await app.register(async (scope) => registerVerificationApi(scope, ctx, services));
}
