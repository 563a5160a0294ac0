/**
 * Route schemas of the widget configuration routes, in TypeBox (docs/api-schemas.md). Replies are
 * sent pre-serialized with an ETag and the query parameters, the Company-Config header and the path
 * values are checked by the handlers, so bad input gets our `{ error: { code, message, field } }`
 * answer (the shared ApiError schema).
 */
import { Type } from 'typebox';
import { COMPANY_CONFIG_TYPES } from '../../../domain/company-config.js';
import { errorResponses } from '../../http/error-schema.js';
import { CheckedQuery } from '../../http/schemas/checked-query.js';
import { notModifiedResponse } from '../../http/schemas/http-cache.js';
import { PathParams } from '../../http/schemas/ids.js';
import { MapOf, OpenObject } from '../../http/schemas/nullable.js';
import { TRADE_IN_LANGUAGES } from './trade-in-options.js';

const errors = errorResponses(400, 404);

export const companyConfigSchema = {
  description:
    'Company config entries (docs/listing-api.md, "Widget configuration") of the list key in the Company-Config header (missing: 400). section "all" (default) matches every section; config_type is a comma-separated list.',
  tags: ['widget-config'],
  headers: Type.Object({ 'company-config': Type.Optional(Type.String({ description: 'The list key, e.g. "iraq"' })) }),
  querystring: CheckedQuery({ config_type: `Comma-separated: ${COMPANY_CONFIG_TYPES.join(', ')}` }),
  response: {
    200: Type.Partial(Type.Object({ data: Type.Array(Type.Partial(Type.Object({ config_type: Type.String(), data: Type.Unknown() }))) })),
    ...notModifiedResponse,
    ...errors,
  },
};

const section = 'Default all';
const listKey = 'Listing key, e.g. "iraq"';

/** The same with its path parameters: `/company_config/:section` and the listing path forms. */
export const companyConfigSectionSchema = { ...companyConfigSchema, params: PathParams({ section }) };
export const listingCompanyConfigSchema = { ...companyConfigSchema, params: PathParams({ id: listKey }) };
export const listingCompanyConfigSectionSchema = { ...companyConfigSchema, params: PathParams({ id: listKey, section }) };

export const translationsSchema = {
  description: "A widget's translation overrides by lowercase language code (the widget reads data.data.attributes.data).",
  tags: ['widget-config'],
  params: PathParams({ id: 'Widget id, e.g. stock_locator' }),
  response: {
    200: Type.Partial(
      Type.Object({
        data: Type.Partial(
          Type.Object({ id: Type.String(), type: Type.String(), attributes: Type.Partial(Type.Object({ data: OpenObject() })) }),
        ),
      }),
    ),
    ...notModifiedResponse,
    ...errors,
  },
};

const options = Type.Array(Type.Partial(Type.Object({ value: Type.String(), name: Type.String() })));

export const tradeInOptionsSchema = {
  description: 'Trade-in form choices with names in the asked language.',
  tags: ['widget-config'],
  querystring: CheckedQuery({
    lang: `${TRADE_IN_LANGUAGES.join(', ')} (default en)`,
    brand: 'land_rover or jaguar: only its models, bodies and fuels',
  }),
  response: {
    200: Type.Partial(
      Type.Object({ data: Type.Partial(Type.Object({ bodyTypes: options, brands: options, models: options, fuelTypes: options })) }),
    ),
    ...notModifiedResponse,
    ...errorResponses(400),
  },
};

export const configDataSchema = {
  description: 'The configuration of the new vehicle with this config_url (configurator journey; the widget reads data.data).',
  tags: ['widget-config'],
  querystring: CheckedQuery({ config_url: "A new vehicle's config_url (required)" }),
  response: { 200: Type.Partial(Type.Object({ data: OpenObject() })), ...notModifiedResponse, ...errors },
};

export const dynamicContentSchema = {
  description: 'Per listing uuid, the model keys (nameplate_model_group) with stock; unknown uuids map to []. Always 200 for valid input.',
  tags: ['widget-config'],
  params: PathParams({ uuids: 'Comma-separated listing uuids (at most 20)' }),
  response: {
    200: Type.Partial(Type.Object({ data: MapOf(Type.Array(Type.String())) })),
    ...notModifiedResponse,
    ...errorResponses(400),
  },
};

export const preflightSchema = {
  description: 'CORS preflight: Access-Control-* headers only for origins some listing allows.',
  tags: ['widget-config'],
  response: { 204: Type.Null({ description: 'No content' }) },
};
