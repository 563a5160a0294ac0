/**
 * The local VIN checker's API (docs/embedding.md; contract in domain/contracts/vin-checks.ts):
 * `POST /api/vin-checks` looks the VIN up in the service campaigns (migration 0014). Malformed
 * VINs and wrong check digits are refused with 400 before the database is asked. Per-client rate
 * limit (RATE_LIMIT_VIN_CHECKS): a VIN list must not be walkable by a bot. CORS for retailers'
 * pages as the other widget routes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_VIN, VIN_CHECKS_PATH, type VinCheckResult } from '../../../domain/contracts/vin-checks.js';
import { checkVin } from '../../../domain/vin-check.js';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../http/error-schema.js';
import { ApiFailure } from '../../http/failure.js';
import { registerRateLimits } from '../../http/rate-limit/index.js';
import { registerWidgetCors } from '../../http/widget-cors.js';
import type { Services } from '../../services.js';

const campaign = {
  type: 'object',
  required: ['code', 'title', 'starts_on'],
  properties: {
    code: { type: 'string', description: "The maker's campaign code" },
    title: {
      type: 'object',
      required: ['ku', 'ar', 'en'],
      properties: { ku: { type: 'string' }, ar: { type: 'string' }, en: { type: 'string' } },
    },
    starts_on: { type: 'string', description: 'ISO date' },
  },
} as const;

const vinCheckSchema = {
  summary: 'Whether a vehicle is in an open service campaign (local VIN checker)',
  description:
    'The VIN is normalised first (spaces and dashes dropped, upper case, Eastern Arabic-Indic digits read as 0–9); it must be 17 ISO 3779 characters (no I, O or Q) with the right check digit, else 400 invalid_vin with field vin. Rate-limited per client (429 rate_limited).',
  tags: ['vin'],
  body: {
    type: 'object',
    required: ['vin'],
    properties: { vin: { type: 'string', maxLength: 64, description: 'The VIN as typed' } },
  },
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['vin', 'affected', 'campaigns'],
          properties: { vin: { type: 'string' }, affected: { type: 'boolean' }, campaigns: { type: 'array', items: campaign } },
        },
      },
    },
    ...errorResponses(400, 429),
  },
} as const;

export async function registerVinApi(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  registerWidgetCors(app, ctx, { preflightPaths: [VIN_CHECKS_PATH], tag: 'vin' });
  const limits = await registerRateLimits(app, ctx, { now: services.now });
  app.post(
    VIN_CHECKS_PATH,
    { schema: vinCheckSchema, config: limits.route('vin_checks', limits.config.vinChecks) },
    async (request: FastifyRequest<{ Body: { vin: string } }>, reply: FastifyReply) => {
      const checked = checkVin(request.body.vin);
      if (!checked.ok) {
        const message =
          checked.reason === 'check_digit'
            ? 'vin has a check digit (9th character) that does not match the rest'
            : 'vin must be 17 letters and digits without I, O or Q';
        throw new ApiFailure(400, INVALID_VIN, message, 'vin');
      }
      const rows = await ctx.db
        .selectFrom('vin_campaign_vehicles')
        .innerJoin('vin_campaigns', 'vin_campaigns.id', 'vin_campaign_vehicles.campaign_id')
        .select(['vin_campaigns.code', 'title_ku', 'title_ar', 'title_en', 'starts_on'])
        .where('vin_campaign_vehicles.vin', '=', checked.vin)
        .where('vin_campaigns.active', '=', 1)
        .orderBy('starts_on')
        .execute();
      const data: VinCheckResult = {
        vin: checked.vin,
        affected: rows.length > 0,
        campaigns: rows.map((r) => ({ code: r.code, title: { ku: r.title_ku, ar: r.title_ar, en: r.title_en }, starts_on: r.starts_on })),
      };
      // An answer about one car: never stored by a shared cache.
      return reply.header('Cache-Control', 'no-store').send({ data });
    },
  );
}
