/**
 * Widget configuration API (spec, section 7), the routes a widget calls that are not about one
 * listing: `/company_config/:section` (list key in the Company-Config header),
 * `/public_api/widget_translations_configs/:id`, `/trade_in/form_options`,
 * `/public_api/vehicles/config_data` and `/public_api/dynamic_content/:uuids`. CORS: any origin
 * some listing allows. The listing path form of company_config is registered by the listing plugin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RawQuery } from '../../../domain/listing-query.js';
import type { AppContext } from '../../context.js';
import { allowAnyListingOrigin, anyListingPreflight } from '../cors.js';
import { brandParam } from '../dealers/brand-param.js';
import { listingIndexFor } from '../listing/index.js';
import { sendCachedJson } from '../listing/http-cache.js';
import { choiceParam } from '../query-params.js';
import { answerCompanyConfig } from './company-config.js';
import { configDataHandler } from './config-data.js';
import { dynamicContentHandler } from './dynamic-content.js';
import {
  companyConfigSchema,
  companyConfigSectionSchema,
  configDataSchema,
  dynamicContentSchema,
  preflightSchema,
  tradeInOptionsSchema,
  translationsSchema,
} from './schemas.js';
import { TRADE_IN_LANGUAGES, tradeInFormOptions } from './trade-in-options.js';
import { translationsHandler } from './translations.js';

/** Every route here, for the CORS preflights. */
const PATHS = [
  '/company_config',
  '/company_config/:section',
  '/public_api/widget_translations_configs/:id',
  '/trade_in/form_options',
  '/public_api/vehicles/config_data',
  '/public_api/dynamic_content/:uuids',
];

export async function registerWidgetConfigApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  const companyConfig = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    await allowAnyListingOrigin(request, reply, db);
    return answerCompanyConfig(request, reply, db);
  };
  app.get('/company_config', { schema: companyConfigSchema }, companyConfig);
  app.get('/company_config/:section', { schema: companyConfigSectionSchema }, companyConfig);

  app.get('/public_api/widget_translations_configs/:id', { schema: translationsSchema }, translationsHandler(db));

  app.get('/trade_in/form_options', { schema: tradeInOptionsSchema }, async (request, reply) => {
    await allowAnyListingOrigin(request, reply, db);
    const raw = request.query as RawQuery;
    const lang = choiceParam(raw, 'lang', TRADE_IN_LANGUAGES);
    if (!lang.ok) return reply.code(400).send({ error: lang.error });
    const brand = brandParam(raw, 'brand');
    if (!brand.ok) return reply.code(400).send({ error: brand.error });
    return sendCachedJson(request, reply, { data: tradeInFormOptions(lang.value ?? 'en', brand.value) });
  });

  app.get('/public_api/vehicles/config_data', { schema: configDataSchema }, configDataHandler(db));
  app.get('/public_api/dynamic_content/:uuids', { schema: dynamicContentSchema }, dynamicContentHandler(listingIndexFor(db), db));

  const preflight = anyListingPreflight(db);
  for (const path of PATHS) app.options(path, { schema: preflightSchema }, preflight);
}
