/** JSON schemas of the leads and lead export routes (docs/forms.md, "Endpoints"). */
import { LANGUAGES } from '../../../domain/languages.js';
import { MAX_SEARCH_LENGTH } from '../../forms/lead-search.js';
import { dbIdSchema } from '../../http/db-int.js';
import { errorResponses } from '../../http/error-schema.js';
import { personalData } from '../../http/personal-data.js';
import { idParams, TAG } from './form-schemas.js';

const dataReply = { type: 'object', properties: { data: { type: 'object', additionalProperties: true } } } as const;
const adminErrors = errorResponses(401, 403, 404, 409);
const leadParams = { type: 'object', required: ['id', 'leadId'], properties: { id: dbIdSchema, leadId: dbIdSchema } } as const;
const exportParams = { type: 'object', required: ['id', 'exportId'], properties: { id: dbIdSchema, exportId: dbIdSchema } } as const;
const dateBound = { type: 'string', minLength: 10, maxLength: 40 } as const;
const sort = { type: 'string', enum: ['created_at', '-created_at'] } as const;
const searchText = {
  type: 'string',
  minLength: 1,
  maxLength: MAX_SEARCH_LENGTH,
  description: 'Text or digits the lead values contain (case-insensitive, Kurdish/Arabic digits as 0-9)',
} as const;

export const submitLeadSchema = {
  ...personalData,
  tags: [TAG],
  summary:
    "Send a lead (public): the payload is checked against the form's fields (422 validation_failed with `fields`), reCAPTCHA when configured, per-client rate limit; with an Idempotency-Key one key stores one lead",
  params: idParams,
  headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', minLength: 16, maxLength: 200 } } },
  body: {
    type: 'object',
    required: ['payload'],
    additionalProperties: false,
    properties: {
      // Values are checked by the form's own rules (domain/forms); here only the outer shape.
      payload: { type: 'object', maxProperties: 200, additionalProperties: true },
      language: { type: 'string', enum: [...LANGUAGES] },
      'g-recaptcha-response': { type: 'string', maxLength: 4000 },
    },
  },
  response: { 200: dataReply, 201: dataReply, ...errorResponses(404, 409, 422, 429) },
} as const;

export const listLeadsSchema = {
  tags: [TAG],
  summary:
    "A form's leads, paged, filtered by creation time and by text (admin). `filter[search]` finds the leads whose values contain the text, ignoring case, Kurdish/Arabic vs Western digits, the Arabic and Kurdish forms of a letter and diacritics; digits ignore spaces and dashes, and a phone is found in its national form (0750…) as well as +964…; 400 invalid_filter for text with control characters or nothing to look for",
  params: idParams,
  querystring: {
    type: 'object',
    properties: {
      items: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      'filter[created_at_gteq]': dateBound,
      'filter[created_at_lteq]': dateBound,
      'filter[search]': searchText,
      sort,
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        items: { type: 'array', items: { type: 'object', additionalProperties: true } },
        meta: { type: 'object', additionalProperties: true },
      },
    },
    ...adminErrors,
  },
} as const;

export const getLeadSchema = {
  tags: [TAG],
  summary: 'One lead with its delivery states (admin)',
  params: leadParams,
  response: { 200: dataReply, ...adminErrors },
} as const;

export const deleteLeadSchema = {
  tags: [TAG],
  summary: 'Delete a lead and its personal data everywhere, outbox payloads included (admin)',
  params: leadParams,
  response: { 204: { type: 'null' }, ...adminErrors },
} as const;

export const leadIntegrationsSchema = {
  tags: [TAG],
  summary: 'Where a lead has gone: CRM, retailer notification, visitor confirmation (admin)',
  params: leadParams,
  response: {
    200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } } } },
    ...adminErrors,
  },
} as const;

export const fixIntegrationsSchema = {
  tags: [TAG],
  summary: "Retry a lead's failed CRM delivery now (admin); 409 nothing_to_fix when none failed",
  params: leadParams,
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { integration_id: dbIdSchema },
  },
  response: {
    200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } } } },
    ...adminErrors,
  },
} as const;

export const createExportSchema = {
  tags: [TAG],
  summary: "Start a CSV export of the leads matching the filters, `search` as the list's `filter[search]` (admin)",
  params: idParams,
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      filters: {
        type: 'object',
        additionalProperties: false,
        properties: { created_at_gteq: dateBound, created_at_lteq: dateBound, search: searchText },
      },
      sort,
    },
  },
  response: { 201: dataReply, ...adminErrors },
} as const;

export const exportStatusSchema = {
  tags: [TAG],
  summary: 'An export job: status and progress (admin)',
  params: exportParams,
  response: { 200: dataReply, ...adminErrors },
} as const;

export const downloadExportSchema = {
  tags: [TAG],
  summary: "The export's CSV (UTF-8 with BOM, header in the form's field order), streamed (admin)",
  params: exportParams,
  produces: ['text/csv'],
  response: { 200: { type: 'string', description: 'CSV' }, ...adminErrors },
} as const;
