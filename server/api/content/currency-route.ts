/** GET /currency-exchange (docs/content-api.md, "Currency exchange"): the current rate from the stored rates (server/content/currency-exchange.ts). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import type { Services } from '../../services.js';
import { allowAnyListingOrigin } from '../../http/cors.js';
import { errorResponses } from '../../http/error-schema.js';
import { ApiFailure } from '../../failure.js';
import { DataAnswer } from '../../http/schemas/answer.js';
import { CurrencyCode } from '../../http/schemas/money.js';

export const currencyExchangeSchema = {
  description:
    "The current exchange rate from the price currency (price settings' currency_iso) to `currency` (default: the double price's symbol), as stored from the rates source (currency_exchange.api_url, or the local stand-in). 404 rate_not_found when no rate is known.",
  tags: ['content'],
  querystring: Type.Object({ currency: Type.Optional(CurrencyCode) }),
  response: {
    200: DataAnswer(
      Type.Object({
        base: Type.String(),
        currency: Type.String(),
        exchangeRate: Type.Number({ description: 'Units of currency per unit of base' }),
        startDate: Type.String(),
        fetchedAt: Type.Optional(Type.String()),
        // Stored as text (server/content/currency-rate.ts): the enum documents the values, the type stays string.
        source: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: ['http', 'local'] })),
      }),
    ),
    ...errorResponses(400, 404),
  },
};

export function registerCurrencyRoute(app: FastifyInstance, ctx: AppContext, services: Services): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/currency-exchange', { schema: currencyExchangeSchema }, async (request, reply) => {
    // Widgets on retailers' pages read it beside /settings: the same origins may.
    await allowAnyListingOrigin(request, reply, ctx.db);
    const defaults = await services.currencyExchange.defaults();
    const currency = request.query.currency ?? defaults.currency;
    const current = await services.currencyExchange.current(defaults.base, currency);
    if (!current) throw new ApiFailure(404, 'rate_not_found', `No exchange rate from ${defaults.base} to ${currency}`, 'currency');
    const { rate: _rate, ...data } = current;
    return { data };
  });
}
