/**
 * Range calculator data (docs/range-calculator.md): `GET /api/range-calculator?url=<json_url>` gives
 * the block's range JSON read by the server (range-source.ts: own demo data or hosts listed in
 * RANGE_CALCULATOR_HOSTS), normalised by domain/range-calculator; `GET /api/range-calculator/demo/ranges.json`
 * is the seeded demo JSON. CORS: any origin some listing allows, as the other widget routes.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { RANGE_CALCULATOR_PATH, RANGE_DEMO_PATH } from '../../../domain/contracts/range-calculator.js';
import { DEMO_RANGE_DATA } from '../../../domain/range-calculator/index.js';
import type { AppContext } from '../../context.js';
import { allowAnyListingOrigin } from '../../http/cors.js';
import { errorResponses } from '../../http/error-schema.js';
import { allowedJsonRefusal } from '../../http/allowed-json-refusal.js';
import { DataAnswer } from '../../http/schemas/answer.js';
import { MapOf, StringEnum } from '../../http/schemas/nullable.js';
import type { Services } from '../../services.js';
import { createRangeSource, RANGE_CACHE_MS, rangeHostsFromEnv, type RangeSourceOptions } from './range-source.js';

const rangeData = Type.Object({
  unit: StringEnum(['km', 'mile']),
  ranges: MapOf(MapOf(MapOf(Type.Number())), { description: 'car key → engine key → wheel key → range in `unit`' }),
});

const rangesSchema = {
  summary: "The range calculator's JSON (json_url), read by the server",
  tags: ['range-calculator'],
  querystring: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }) }),
  response: { 200: DataAnswer(rangeData), ...errorResponses(400, 502) },
};

export async function registerRangeCalculatorApi(
  scope: FastifyInstance,
  ctx: AppContext,
  _services: Services,
  sourceOptions: Partial<RangeSourceOptions> = {},
): Promise<void> {
  // The handlers' request and answer types come from the TypeBox schemas (docs/api-schemas.md).
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const rangesFor = createRangeSource({
    publicOrigin: ctx.config.publicOrigin,
    allowedHosts: () => rangeHostsFromEnv(),
    ...sourceOptions,
  });

  app.get(RANGE_CALCULATOR_PATH, { schema: rangesSchema }, async (request, reply) => {
    await allowAnyListingOrigin(request, reply, ctx.db);
    const answer = await rangesFor(request.query.url);
    if (answer.ok) return reply.header('Cache-Control', `public, max-age=${RANGE_CACHE_MS / 1000}`).send({ data: answer.data });
    throw allowedJsonRefusal(
      answer,
      { code: 'range_data_unavailable', message: 'The range JSON could not be loaded' },
      'RANGE_CALCULATOR_HOSTS',
    );
  });

  app.get(
    RANGE_DEMO_PATH,
    { schema: { summary: 'The seeded demo range JSON', tags: ['range-calculator'], response: { 200: rangeData } } },
    async (request, reply) => {
      await allowAnyListingOrigin(request, reply, ctx.db);
      return reply.header('Cache-Control', 'public, max-age=3600').send(DEMO_RANGE_DATA);
    },
  );
}
