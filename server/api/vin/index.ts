/**
 * The local VIN checker's API (docs/embedding.md; contract in domain/contracts/vin-checks.ts):
 * `POST /api/vin-checks` looks the VIN up in the service campaigns (migration 0014). Malformed
 * VINs, and wrong check digits where the market uses one (domain/vin-check.ts), are refused with 400
 * before the database is asked. Per-client rate
 * limit (RATE_LIMIT_VIN_CHECKS): a VIN list must not be walkable by a bot. CORS for retailers'
 * pages as the other widget routes.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { INVALID_VIN, VIN_CHECKS_PATH, type VinCheckResult } from '../../../domain/contracts/vin-checks.js';
import { checkVin } from '../../../domain/vin-check.js';
import type { AppContext } from '../../context.js';
import { openCampaignsOf } from '../../content/vin-campaigns.js';
import { errorResponses } from '../../http/error-schema.js';
import { ApiFailure } from '../../failure.js';
import { DataAnswer } from '../../http/schemas/answer.js';
import { registerRateLimits } from '../../http/rate-limit/index.js';
import { registerWidgetCors } from '../../http/widget-cors.js';
import type { Services } from '../../services.js';

const campaign = Type.Object({
  code: Type.String({ description: "The maker's campaign code" }),
  title: Type.Object({ ku: Type.String(), ar: Type.String(), en: Type.String() }),
  starts_on: Type.String({ description: 'ISO date' }),
});

const vinCheckSchema = {
  summary: 'Whether a vehicle is in an open service campaign (local VIN checker)',
  description:
    'The VIN is normalised first (spaces and dashes dropped, upper case, Eastern Arabic-Indic digits read as 0–9); it must be 17 ISO 3779 characters (no I, O or Q), and a North American VIN (first character 1–5) must carry the right check digit in position 9 (VINs made for Europe and the Gulf need not), else 400 invalid_vin with field vin. Rate-limited per client (429 rate_limited).',
  tags: ['vin'],
  body: Type.Object({ vin: Type.String({ maxLength: 64, description: 'The VIN as typed' }) }),
  response: {
    200: DataAnswer(Type.Object({ vin: Type.String(), affected: Type.Boolean(), campaigns: Type.Array(campaign) })),
    ...errorResponses(400, 429),
  },
};

export async function registerVinApi(scope: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
  // The handler's body and answer types come from the TypeBox schema (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  registerWidgetCors(scope, ctx, { preflightPaths: [VIN_CHECKS_PATH], tag: 'vin' });
  const limits = await registerRateLimits(scope, ctx, { now: services.now });
  app.post(
    VIN_CHECKS_PATH,
    { schema: vinCheckSchema, config: limits.route('vin_checks', limits.config.vinChecks) },
    async (request, reply) => {
      const checked = checkVin(request.body.vin);
      if (!checked.ok) {
        const message =
          checked.reason === 'check_digit'
            ? 'vin has a check digit (9th character) that does not match the rest'
            : 'vin must be 17 letters and digits without I, O or Q';
        throw new ApiFailure(400, INVALID_VIN, message, 'vin');
      }
      const campaigns = await openCampaignsOf(ctx.db, checked.vin);
      const data: VinCheckResult = { vin: checked.vin, affected: campaigns.length > 0, campaigns };
      // An answer about one car: never stored by a shared cache.
      return reply.header('Cache-Control', 'no-store').send({ data });
    },
  );
}
