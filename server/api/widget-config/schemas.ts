/** OpenAPI schemas of the widget configuration routes (documentation only, as ../dealers/schemas.ts explains). */
import { COMPANY_CONFIG_TYPES } from '../../../domain/company-config.js';
import { errorResponses } from '../../http/error-schema.js';
import { TRADE_IN_LANGUAGES } from './trade-in-options.js';

const cached = { 304: { description: 'Not modified (If-None-Match matched the ETag)', type: 'null' } } as const;
const errors = errorResponses(400, 404);
const anyObject = { type: 'object', additionalProperties: true } as const;

export const companyConfigSchema = {
  description:
    'Company config entries (docs/listing-api.md, "Widget configuration") of the list key in the Company-Config header (missing: 400). section "all" (default) matches every section; config_type is a comma-separated list.',
  tags: ['widget-config'],
  headers: { type: 'object', properties: { 'company-config': { type: 'string', description: 'The list key, e.g. "iraq"' } } },
  querystring: {
    type: 'object',
    additionalProperties: true,
    properties: { config_type: { description: `Comma-separated: ${COMPANY_CONFIG_TYPES.join(', ')}` } },
  },
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: { type: 'object', properties: { config_type: { type: 'string' }, data: {} } } } },
    },
    ...cached,
    ...errors,
  },
} as const;

const section = { type: 'string', description: 'Default all' } as const;
const listKey = { type: 'string', description: 'Listing key, e.g. "iraq"' } as const;

/** The same with its path parameters: `/company_config/:section` and the listing path forms. */
export const companyConfigSectionSchema = {
  ...companyConfigSchema,
  params: { type: 'object', required: ['section'], properties: { section } },
} as const;
export const listingCompanyConfigSchema = {
  ...companyConfigSchema,
  params: { type: 'object', required: ['id'], properties: { id: listKey } },
} as const;
export const listingCompanyConfigSectionSchema = {
  ...companyConfigSchema,
  params: { type: 'object', required: ['id', 'section'], properties: { id: listKey, section } },
} as const;

export const translationsSchema = {
  description: "A widget's translation overrides by lowercase language code (the widget reads data.data.attributes.data).",
  tags: ['widget-config'],
  params: { type: 'object', properties: { id: { type: 'string', description: 'Widget id, e.g. stock_locator' } }, required: ['id'] },
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: { id: { type: 'string' }, type: { type: 'string' }, attributes: { type: 'object', properties: { data: anyObject } } },
        },
      },
    },
    ...cached,
    ...errors,
  },
} as const;

const options = { type: 'array', items: { type: 'object', properties: { value: { type: 'string' }, name: { type: 'string' } } } } as const;

export const tradeInOptionsSchema = {
  description: 'Trade-in form choices with names in the asked language.',
  tags: ['widget-config'],
  querystring: {
    type: 'object',
    additionalProperties: true,
    properties: {
      lang: { description: `${TRADE_IN_LANGUAGES.join(', ')} (default en)` },
      brand: { description: 'land_rover or jaguar: only its models, bodies and fuels' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'object', properties: { bodyTypes: options, brands: options, models: options, fuelTypes: options } } },
    },
    ...cached,
    ...errorResponses(400),
  },
} as const;

export const configDataSchema = {
  description: 'The configuration of the new vehicle with this config_url (configurator journey; the widget reads data.data).',
  tags: ['widget-config'],
  querystring: {
    type: 'object',
    additionalProperties: true,
    properties: { config_url: { description: "A new vehicle's config_url (required)" } },
  },
  response: { 200: { type: 'object', properties: { data: anyObject } }, ...cached, ...errors },
} as const;

export const dynamicContentSchema = {
  description: 'Per listing uuid, the model keys (nameplate_model_group) with stock; unknown uuids map to []. Always 200 for valid input.',
  tags: ['widget-config'],
  params: {
    type: 'object',
    properties: { uuids: { type: 'string', description: 'Comma-separated listing uuids (at most 20)' } },
    required: ['uuids'],
  },
  response: {
    200: { type: 'object', properties: { data: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } } },
    ...cached,
    ...errorResponses(400),
  },
} as const;

export const preflightSchema = {
  description: 'CORS preflight: Access-Control-* headers only for origins some listing allows.',
  tags: ['widget-config'],
  response: { 204: { description: 'No content', type: 'null' } },
} as const;
