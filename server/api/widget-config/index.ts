/**
 * Widget configuration API (docs/listing-api.md, "Widget configuration"), the routes a widget calls that are not about one
 * listing: `/company_config/:section` (list key in the Company-Config header),
 * `/public_api/widget_translations_configs/:id`, `/trade_in/form_options`,
 * `/public_api/vehicles/config_data` and `/public_api/dynamic_content/:uuids`. CORS: any origin
 * some listing allows. Also the listing path form of company_config
 * (`/public_api/listing/:id/company_config(/:section)`), with the listing's own CORS.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RawQuery } from '../../../domain/listing-query.js';
import type { AppContext } from '../../context.js';
import { allowAnyListingOrigin, anyListingPreflight } from '../../http/cors.js';
import { brandParam } from '../../http/brand-param.js';
import { sendCachedJson } from '../../http/http-cache.js';
import { choiceParam } from '../../http/query-params.js';
import { listingPreflightSchema } from '../../http/preflight-schema.js';
import { listingPreflight } from '../../listing/resolve-listing.js';
import type { Services } from '../../services.js';
import { companyConfigHandler } from './company-config-route.js';
import { answerCompanyConfig } from './company-config.js';
import { configDataHandler } from './config-data.js';
import { dynamicContentHandler } from './dynamic-content.js';
import {
  companyConfigSchema,
  companyConfigSectionSchema,
  configDataSchema,
  listingCompanyConfigSchema,
  listingCompanyConfigSectionSchema,
  dynamicContentSchema,
  preflightSchema,
  tradeInOptionsSchema,
  translationsSchema,
} from './schemas.js';
import { TRADE_IN_LANGUAGES, tradeInFormOptions } from './trade-in-options.js';
import { translationsHandler } from './translations.js';
import { refusal } from '../../failure.js';

/** Every route here, for the CORS preflights. */
const PATHS = [
  '/company_config',
  '/company_config/:section',
  '/public_api/widget_translations_configs/:id',
  '/trade_in/form_options',
  '/public_api/vehicles/config_data',
  '/public_api/dynamic_content/:uuids',
];

/** The listing path form of company_config: CORS and 404 from the listing in the path. */
const LISTING_PATHS = ['/public_api/listing/:id/company_config', '/public_api/listing/:id/company_config/:section'];

export async function registerWidgetConfigApi(app: FastifyInstance, ctx: AppContext, services: Services): Promise<void> {
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
    if (!lang.ok) throw refusal(400, lang.error);
    const brand = brandParam(raw, 'brand');
    if (!brand.ok) throw refusal(400, brand.error);
    return sendCachedJson(request, reply, { data: tradeInFormOptions(lang.value ?? 'en', brand.value) });
  });

  app.get('/public_api/vehicles/config_data', { schema: configDataSchema }, configDataHandler(db));
  app.get('/public_api/dynamic_content/:uuids', { schema: dynamicContentSchema }, dynamicContentHandler(services.listingIndex, db));

  const preflight = anyListingPreflight(db);
  for (const path of PATHS) app.options(path, { schema: preflightSchema }, preflight);

  const listingCompanyConfig = companyConfigHandler(services.listingIndex, db);
  app.get('/public_api/listing/:id/company_config', { schema: listingCompanyConfigSchema }, listingCompanyConfig);
  app.get('/public_api/listing/:id/company_config/:section', { schema: listingCompanyConfigSectionSchema }, listingCompanyConfig);
  for (const path of LISTING_PATHS) app.options(path, { schema: listingPreflightSchema }, listingPreflight(services.listingIndex, db));
}
